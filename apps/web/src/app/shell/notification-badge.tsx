/**
 * The unread count on the avatar (docs/product.md#notifications). Hidden at 0; the profile button's label says the
 * count in words, so the badge itself is only for the eye.
 */
export function NotificationBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full border-2 border-canvas bg-accent px-1 text-xs leading-none font-black text-on-accent"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
