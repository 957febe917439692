/** A WhatsApp chat with the concierge (number from configuration), with a prefilled message when given. */
export function conciergeChatUrl(whatsappNumber: string, text = ''): string {
  const base = `https://wa.me/${whatsappNumber.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
