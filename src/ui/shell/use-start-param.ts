// A Mini App opened through t.me/bot/app?startapp=product_1042 lands on that product, once per launch.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Platform } from '../../../adapters/platform.ts';
import { startParamPath } from '../../domain/deep-link.ts';

const HANDLED = 'start-param-handled';

export function useStartParam(platform: Platform) {
  const navigate = useNavigate();
  useEffect(() => {
    const path = startParamPath(platform.telegram?.startParam);
    if (!path || sessionStorage.getItem(HANDLED)) return;
    sessionStorage.setItem(HANDLED, '1');
    navigate(path, { replace: true });
  }, [platform, navigate]);
}
