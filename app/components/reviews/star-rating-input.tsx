import { StarIcon } from "lucide-react";

const STARS = [1, 2, 3, 4, 5] as const;

export function starLabel(count: number): string {
  return `${count} ${count === 1 ? "star" : "stars"}`;
}

/**
 * Which stars look filled is pure CSS (`:has`), so it works before hydration and without JavaScript:
 * a star is filled when its radio, or the radio of a later star, is checked.
 */
const starClass =
  "relative block rounded-md p-1 text-slate-500 hover:text-amber-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 has-[:focus-visible]:outline-offset-1 [&:has(:checked)_svg]:fill-amber-400 [&:has(:checked)_svg]:text-amber-600 [&:has(~label_:checked)_svg]:fill-amber-400 [&:has(~label_:checked)_svg]:text-amber-600";

/** One literal class per count: Tailwind only generates the classes it finds written out. */
const CHOSEN_TEXT_CLASS: Record<(typeof STARS)[number], string> = {
  1: "hidden [fieldset:has(input[value='1']:checked)_&]:inline",
  2: "hidden [fieldset:has(input[value='2']:checked)_&]:inline",
  3: "hidden [fieldset:has(input[value='3']:checked)_&]:inline",
  4: "hidden [fieldset:has(input[value='4']:checked)_&]:inline",
  5: "hidden [fieldset:has(input[value='5']:checked)_&]:inline",
};

type StarRatingInputProps = {
  id: string;
  name: string;
  legend: string;
  /** The rating to show checked, e.g. the one sent with a form that came back with errors. */
  defaultValue?: number;
  error?: string;
  disabled?: boolean;
};

/**
 * A 1–5 star rating as five native radios in a fieldset: Tab reaches the group, arrow keys move and
 * select (as in any radio group), and a screen reader announces each as "3 stars, radio button,
 * checked, 3 of 5". The radio itself covers its star, invisible, so a click or tap on the star is a
 * click on the radio. The "3 out of 5 stars" text beside them is for the eye; it is hidden from
 * screen readers, which already announce the checked radio.
 */
export function StarRatingInput({ id, name, legend, defaultValue, error, disabled }: StarRatingInputProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="font-medium text-slate-900 text-sm">{legend}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="-ml-1 flex">
          {STARS.map((star) => (
            <label key={star} className={starClass}>
              <input
                type="radio"
                name={name}
                value={star}
                required
                defaultChecked={defaultValue === star}
                aria-invalid={error ? true : undefined}
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <StarIcon aria-hidden="true" data-star={star} className="size-8" />
              <span className="sr-only">{starLabel(star)}</span>
            </label>
          ))}
        </div>
        <p aria-hidden="true" data-testid="chosen-rating" className="text-slate-700 text-sm">
          <span className="[fieldset:has(input:checked)_&]:hidden">Choose 1 to 5 stars</span>
          {STARS.map((star) => (
            <span key={star} className={CHOSEN_TEXT_CLASS[star]}>
              {`${star} out of 5 stars`}
            </span>
          ))}
        </p>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
