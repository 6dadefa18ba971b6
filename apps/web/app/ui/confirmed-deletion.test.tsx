// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, redirect, useActionData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n.ts";
import { ConfirmedDeletion } from "./confirmed-deletion.tsx";
import { formState } from "./form/form-state.ts";
import { Input } from "./input.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const messages = {
  "common.confirmDelete": "Are you sure you want to delete this?",
  "common.irreversible": "This action is irreversible",
  "settings.cancel": "Cancel",
};

/** What the route's action received, one entry per submission. */
const posted = vi.fn();

function TeamPage() {
  const state = formState(useActionData(), "deleteTeam");
  return (
    <ConfirmedDeletion
      formId="delete-team"
      intent="deleteTeam"
      state={state}
      field={{
        id: "confirmName",
        name: "confirmName",
        label: "Type the team name",
        defaultValue: state.values.confirmName,
        render: (props) => <Input {...props} />,
      }}
      submitLabel="Delete the team"
      confirmLabel="Delete it"
    />
  );
}

function DonePage() {
  return <p>Deleted</p>;
}

let root: Root;

async function render() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: TeamPage,
      action: async ({ request }) => {
        const form = await request.formData();
        const confirmName = String(form.get("confirmName"));
        posted(form.get("intent"), confirmName);
        if (confirmName === "Harbour") return redirect("/done");
        return {
          intent: "deleteTeam",
          ok: false,
          fieldErrors: { confirmName: "The name does not match" },
          formError: "Some fields need attention",
          values: { confirmName },
        };
      },
    },
    { path: "/done", Component: DonePage },
  ]);
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
        <Stub />
      </I18nProvider>,
    ),
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

function buttonNamed(name: string, within: ParentNode = document): HTMLButtonElement {
  const button = [...within.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
  if (!button) throw new Error(`no button "${name}"`);
  return button;
}

/** Types into a React-controlled input: the native setter, then the input event React listens to. */
function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Lets the route's action answer and the page render what it returned, on the fake clock. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20);
  });
}

describe("<ConfirmedDeletion>", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    posted.mockClear();
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it("keeps the dialog open over a refusal, shows the error in it, and deletes once corrected there", async () => {
    await render();
    const pageInput = document.querySelector<HTMLInputElement>("#confirmName")!;
    pageInput.value = "not the name";
    await act(async () => buttonNamed("Delete the team").click());
    expect(dialog()?.textContent).toContain("This action is irreversible");
    const dialogInput = dialog()!.querySelector<HTMLInputElement>("#confirmName-dialog")!;
    // The dialog's field starts from what the page's field holds, and has focus.
    expect(dialogInput.value).toBe("not the name");
    expect(document.activeElement).toBe(dialogInput);

    await act(async () => buttonNamed("Delete it", dialog()!).click());
    await settle();
    expect(posted).toHaveBeenCalledExactlyOnceWith("deleteTeam", "not the name");
    // Refused: still open, the error beside the dialog's field (and the page's), the field ready to retype.
    expect(dialog()).not.toBeNull();
    expect(dialog()!.querySelector("#confirmName-dialog-error")?.textContent).toBe("The name does not match");
    expect(document.querySelector("#confirmName-error")?.textContent).toBe("The name does not match");
    expect(document.activeElement).toBe(dialog()!.querySelector("#confirmName-dialog"));
    // Later renders (another answer's data, a revalidation) do not close it either.
    await settle();
    await settle();
    expect(dialog()?.getAttribute("data-state")).toBe("open");

    await act(async () =>
      typeInto(dialog()!.querySelector<HTMLInputElement>("#confirmName-dialog")!, "Harbour"),
    );
    expect(pageInput.value).toBe("Harbour");
    await act(async () => buttonNamed("Delete it", dialog()!).click());
    await settle();
    expect(posted).toHaveBeenLastCalledWith("deleteTeam", "Harbour");
    expect(document.body.textContent).toContain("Deleted");
  });

  it("closes on Cancel without posting, giving the value typed in the dialog back to the page", async () => {
    await render();
    await act(async () => buttonNamed("Delete the team").click());
    await act(async () =>
      typeInto(dialog()!.querySelector<HTMLInputElement>("#confirmName-dialog")!, "Harb"),
    );
    await act(async () => buttonNamed("Cancel", dialog()!).click());
    await settle();
    expect(dialog()).toBeNull();
    expect(posted).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLInputElement>("#confirmName")!.value).toBe("Harb");
  });
});
