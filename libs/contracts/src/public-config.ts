/** GET /api/public-config: deployment settings the web app needs at run time. */
export interface PublicConfigResponse {
  /** The concierge's WhatsApp business number, digits only with country code (e.g. 6281234567890). */
  conciergeWhatsapp: string;
  /** The server's VAPID public key (base64url) for PushManager.subscribe; null when push is not set up. */
  vapidPublicKey: string | null;
  mapTiles: {
    /** Leaflet tile URL template ({s}, {z}, {x}, {y}, {r}). */
    url: string;
    attribution: string;
  };
}
