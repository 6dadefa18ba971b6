import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Icon, type IconProps } from "#app/ui/icon.tsx";

interface IntentButtonProps {
  /** What the page's action does (`intent`), and the values it needs (`boatId`…), posted as hidden fields. */
  intent: string;
  fields: Record<string, string | number>;
  icon: IconProps["name"];
  /** The button's text, and its accessible name when the text alone would not say on what it acts. */
  label: string;
  "aria-label": string;
}

/**
 * A one-click action on a row or card of a page (remove a boat, mark its changes seen): a form of one small
 * quiet button posting to the page's action, so it works without JavaScript.
 */
export function IntentButton({ intent, fields, icon, label, "aria-label": ariaLabel }: IntentButtonProps) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="ghost" size="sm" aria-label={ariaLabel}>
        <Icon name={icon} aria-hidden="true" />
        {label}
      </Button>
    </Form>
  );
}
