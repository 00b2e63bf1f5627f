// Structured data for search engines, in the page body so the server's HTML and the browser's
// render are the same element (a data block: never executed, no script policy applies).
import { jsonForScript } from '../../domain/structured-data.ts';

export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}
