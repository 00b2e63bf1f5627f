// The route name of SPEC.md §2 for the current address ('index' at home), given by AppRoutes (which
// owns the route table) to the shell and whatever else lays out by route. A context of its own, so
// the shell need not import the router that renders it (no cycle).
import { createContext, useContext } from 'react';

export const RouteNameContext = createContext('index');

export function useRouteName(): string {
  return useContext(RouteNameContext);
}
