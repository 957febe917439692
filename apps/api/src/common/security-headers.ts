import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.ts';

/** `https://{s}.tiles.example.com/{z}/{x}/{y}.png` → `https://*.tiles.example.com`, for img-src. */
function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/]+)/.exec(template);
  if (!match) return null;
  return `${match[1]}://${match[2]!.replace(/\{s\}/g, '*')}`;
}

/** Answers that are JSON, never a document a browser renders: every /api path but the description's own page. */
const API_ANSWER = /^\/api\/(?!docs(\/|$))/;

/**
 * helmet, two ways. Documents (the web app, the API description's page, the calendar feed) get a
 * content security policy the app itself passes: scripts and styles only from us. API answers get
 * what a JSON answer needs (OWASP's REST security headers: never rendered, framed, sniffed or read
 * by another site) and not the documents' policy and window headers, which mean nothing there and
 * were half of every answer's bytes on the busiest public reads.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const tiles = tileOrigin(config.mapTiles.url);
  const production = config.env === 'production';
  const documents = helmet({
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
    strictTransportSecurity: production,
  });
  const answers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    strictTransportSecurity: production,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (request, response, next) => (API_ANSWER.test(request.path) ? answers : documents)(request, response, next);
}
