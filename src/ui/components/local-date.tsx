// A date as the browser writes it in the interface language (format-date.ts), on a page the server
// draws too. The server's ICU may write it otherwise (a Kazakh month the browser lacks:
// date-locale.ts); the browser's text then replaces the server's, without React's hydration error.
import { useTranslation } from '../use-translation.ts';
import { formatDate } from '../format-date.ts';

export function LocalDate({ value, className }: { value: string; className: string }) {
  const { i18n } = useTranslation();
  return (
    <time className={className} dateTime={value} suppressHydrationWarning>
      {formatDate(value, i18n.language)}
    </time>
  );
}
