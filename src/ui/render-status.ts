// The HTTP status of a server-rendered page, decided by what the page renders: the not-found screen
// says 404. In the browser there is no status to set and the hook does nothing.
import { createContext, useContext } from 'react';

export interface RenderStatus {
  code: number;
}

export const RenderStatusContext = createContext<RenderStatus | null>(null);

export function useHttpStatus(code: number) {
  const status = useContext(RenderStatusContext);
  if (status) status.code = code;
}
