// The product's public social profiles. Plain links: nothing loads from these sites until a
// visitor follows one, so they need no cookie consent.
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/monstoryapp' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@monstoryapp' },
  { name: 'Instagram', href: 'https://www.instagram.com/monstoryapp' },
] as const;

/** Hidden in the native apps (Footer, docs/product.md#native): the stores frown on links out of a kids' app. */
export function SocialLinks({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-bold tracking-wide uppercase">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {SOCIAL_LINKS.map(({ name, href }) => (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-touch items-center rounded-full border-2 border-line px-4 font-bold text-ink hover:border-accent"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
