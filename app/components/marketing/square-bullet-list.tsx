/**
 * A list with square bullets drawn in CSS: icons here would cost the page's JavaScript budget
 * (ADR 0003).
 */
export function SquareBulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-8 space-y-4 text-base leading-7">
      {items.map((text) => (
        <li key={text} className="flex gap-3 before:mt-3 before:size-2 before:shrink-0 before:bg-brand-700">
          {text}
        </li>
      ))}
    </ul>
  );
}
