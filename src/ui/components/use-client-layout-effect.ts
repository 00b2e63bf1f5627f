// A layout effect in the browser (it runs before the paint); the server renderer has no layout and
// would warn, so there it is a plain effect (which the server never runs).
import { useEffect, useLayoutEffect } from 'react';

export const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
