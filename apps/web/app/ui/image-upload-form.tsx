import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useT } from "#app/lib/i18n.ts";
import { checkImageFile, checkImageWidth, IMAGE_TYPES, type ImageLimits } from "#app/lib/image-check.ts";
import { Button } from "./button.tsx";
import { Field } from "./form/field.tsx";
import { fieldErrorMessage } from "./form/form-errors.ts";
import { Icon } from "./icon.tsx";
import { Input } from "./input.tsx";

export interface ImageUploadFormProps {
  /** Posted as `intent`; the route's action tells its forms apart by it. */
  intent: string;
  id: string;
  label: string;
  hint: string;
  /** The server's error for the file, already translated. */
  serverError?: string;
  limits?: ImageLimits;
  /** The picture now in use, shown until a new one is chosen. */
  current: ReactNode;
  previewAlt: string;
  /** Round for avatars, wide for banners. */
  shape: "round" | "wide";
  submitLabel: string;
  submittingLabel: string;
}

/**
 * Upload of one image (avatar, team banner): a preview of the chosen file, and the API's checks done first in
 * the browser (type, size, and width once decoded) with the same texts, so a wrong file is refused at once.
 * Without JavaScript it is a plain multipart form and the server's field error says what was wrong.
 */
export function ImageUploadForm(props: ImageUploadFormProps) {
  const { intent, id, label, hint, serverError, limits, current, previewAlt, shape } = props;
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [preview, setPreview] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const describe = (issue: Parameters<typeof fieldErrorMessage>[1]) => {
    const { key, values } = fieldErrorMessage("file", issue);
    return t(key, values);
  };

  const onChange = (file: File | undefined) => {
    setPreview(null);
    setClientError(null);
    if (!file) return;
    const issue = checkImageFile(file, "file", limits);
    if (issue) {
      setClientError(describe(issue));
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    if (limits?.minWidth) {
      const image = new Image();
      image.onload = () => {
        const tooSmall = checkImageWidth(image.naturalWidth, "file", limits);
        if (tooSmall) setClientError(describe(tooSmall));
      };
      image.src = url;
    }
  };

  const error = clientError ?? serverError;
  const frame = shape === "round" ? "size-24 rounded-full" : "aspect-[3/1] w-full max-w-xl rounded-lg";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        const file = inputRef.current?.files?.[0];
        if (!file) {
          event.preventDefault();
          setClientError(describe({ code: "required" }));
        } else if (clientError) {
          event.preventDefault();
        }
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <div className={cn("overflow-hidden border bg-muted", frame)}>
        {preview ? <img src={preview} alt={previewAlt} className="size-full object-cover" /> : current}
      </div>
      <Field id={id} label={label} hint={hint} error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            name="file"
            type="file"
            accept={IMAGE_TYPES.join(",")}
            required
            onChange={(event) => onChange(event.currentTarget.files?.[0])}
            className="h-auto max-w-xl py-1.5"
          />
        )}
      </Field>
      <div>
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          <Icon name="image-up" aria-hidden="true" />
          {isSubmitting ? props.submittingLabel : props.submitLabel}
        </Button>
      </div>
    </Form>
  );
}
