import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.ts';

/** `https://{s}.tiles.example.com/{z}/{x}/{y}.png` → `https://*.tiles.example.com`, for img-src. */
function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/]+)/.exec(template);
  if (!match) return null;
  return `${match[1]}://${match[2]!.replace(/\{s\}/g, '*')}`;
}

/** helmet with a content security policy the app itself passes: scripts and styles only from us. */
export function securityHeaders(config: AppConfig) {
  const tiles = tileOrigin(config.mapTiles.url);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The outbound calendar feed is fetched by other calendar services.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.env === 'production',
  });
}
