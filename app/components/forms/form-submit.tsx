import { FormAlert } from "./form-alert";
import { SubmitButton, type SubmitButtonProps } from "./submit-button";

/*
 * Apart from SubmitButton on purpose: the newsletter form in the root route imports SubmitButton,
 * and FormAlert's icon import must stay out of the root route's graph (ADR 0003).
 */

/**
 * A public form's last lines: why the server refused the submission, if it did, then the large
 * submit button, full width on phones unless the form says otherwise. Every public form also posts
 * to its page's route action, so the button works before (and without) hydration.
 */
export function FormSubmit({
  refusal,
  className = "w-full sm:w-auto",
  ...props
}: Omit<SubmitButtonProps, "size" | "worksWithoutJavaScript"> & { refusal: string | null }) {
  return (
    <>
      <FormAlert message={refusal} />
      <SubmitButton size="lg" className={className} worksWithoutJavaScript {...props} />
    </>
  );
}
