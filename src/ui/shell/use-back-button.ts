// Telegram's BackButton follows the router: hidden on the home page, shown elsewhere, goes back.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Platform } from '../../../adapters/platform.ts';

export function useBackButton(platform: Platform) {
  const location = useLocation();
  const navigate = useNavigate();
  const back = platform.backButton;
  useEffect(() => {
    if (!back) return;
    const atHome =
      location.pathname === '/' && !new URLSearchParams(location.search).has('product_id');
    if (atHome) back.hide();
    else back.show();
  }, [back, location.pathname, location.search]);
  useEffect(() => {
    if (!back) return;
    return back.onClick(() => {
      // history.state.idx is react-router's own position; 0 means this page opened the app.
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else navigate('/', { replace: true });
    });
  }, [back, navigate]);
}
