// Structured data for search engines (JSON-LD), in the head of the page the server answers. Only
// crawlers read it, and they read every address from the server, so the browser neither builds nor
// renders it: callers write `{import.meta.env.SSR && <JsonLd … />}` and the builders stay out of
// the browser's files. A data block is never executed, so no script policy applies.
import { useHeadCollector } from '../components/head.tsx';
import { jsonForScript } from '../../domain/structured-data.ts';

export function JsonLd({ id, data }: { id: string; data: unknown }) {
  useHeadCollector()?.add({ tag: 'script', id, json: jsonForScript(data) });
  return null;
}
