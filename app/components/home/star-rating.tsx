import { StarIcon } from "lucide-react";
import { cn } from "~/lib/utils";

const STARS = [1, 2, 3, 4, 5] as const;

/** A 0–5 rating as five stars (partly filled for fractions), named 'Rated 4.5 out of 5' for screen readers. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={cn("inline-flex gap-0.5", className)}>
      {STARS.map((star) => {
        const fill = Math.min(1, Math.max(0, value - (star - 1)));
        return (
          <span key={star} aria-hidden="true" className="relative inline-block size-[1em]">
            <StarIcon className="absolute inset-0 size-full text-slate-300" />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon className="size-[1em] fill-amber-400 text-amber-500" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
