/** A WhatsApp chat with the concierge at `whatsappNumber` (digits kept), with a prefilled message when given. */
export function conciergeChatUrl(whatsappNumber: string, text = ''): string {
  const base = `https://wa.me/${whatsappNumber.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
