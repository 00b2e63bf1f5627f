// The host while the server renders a page: a website visitor we know nothing about yet.
import { barePlatform } from '../../adapters/bare-platform.ts';
import type { Platform } from '../../adapters/platform.ts';

export function serverPlatform(): Platform {
  return barePlatform();
}
