// A link from the CMS or the settings, rendered as what checkLink decided it is: a router link
// for the shop's own paths, a new tab (Telegram's openLink inside the Mini App) for other sites,
// a plain href for tel: and mailto:. Anything else never reaches here (see domain/safe-link.ts).
import { Link } from 'react-router-dom';
import type { CheckedLink } from '../../domain/safe-link.ts';
import { useStores } from '../store-context.tsx';

export function CheckedAnchor({
  link,
  className,
  testId,
  children,
}: {
  link: CheckedLink;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const store = useStores();
  if (link.kind === 'internal') {
    return (
      <Link className={className} to={link.path} data-testid={testId}>
        {children}
      </Link>
    );
  }
  if (link.kind === 'contact') {
    return (
      <a className={className} href={link.href} data-testid={testId}>
        {children}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        if (store.platform.kind === 'telegram') {
          e.preventDefault();
          store.platform.openLink(link.href);
        }
      }}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
