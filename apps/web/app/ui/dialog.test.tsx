// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestRoot } from "#app/ui/test-root.ts";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./dialog.tsx";

const texts = {
  title: "Are you sure you want to delete this?",
  description: "This action is irreversible",
  confirmLabel: "Delete",
  cancelLabel: "Cancel",
};

const view = createTestRoot();

function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll("button")].find((element) => element.textContent === name);
  if (!button) throw new Error(`no button "${name}"`);
  return button;
}

describe("<ConfirmDialog>", () => {
  beforeEach(view.mount);
  afterEach(view.unmount);

  it("opens from its trigger as a labelled alert dialog with focus on Cancel", () => {
    view.render(<ConfirmDialog {...texts} trigger={<Button>Open</Button>} />);
    act(() => buttonNamed("Open").click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain(texts.title);
    expect(dialog?.textContent).toContain(texts.description);
    expect(document.activeElement?.textContent).toBe("Cancel");
  });

  it("calls onConfirm and closes on confirm; Cancel closes without confirming", () => {
    const onConfirm = vi.fn();
    view.render(<ConfirmDialog {...texts} onConfirm={onConfirm} trigger={<Button>Open</Button>} />);
    act(() => buttonNamed("Open").click());
    act(() => buttonNamed("Cancel").click());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();

    act(() => buttonNamed("Open").click());
    act(() => buttonNamed("Delete").click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it("submits the form named by the confirm button, with the button's name and value", () => {
    const submitted = vi.fn();
    view.render(
      <>
        <form
          id="delete-boat"
          onSubmit={(event) => {
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            submitted(submitter?.name, submitter?.value);
          }}
        />
        <ConfirmDialog
          {...texts}
          open
          confirmButtonProps={{ type: "submit", form: "delete-boat", name: "intent", value: "delete" }}
        />
      </>,
    );
    act(() => buttonNamed("Delete").click());
    expect(submitted).toHaveBeenCalledExactlyOnceWith("intent", "delete");
  });
});
