import { describe, expect, it } from 'vitest';
import { conciergeChatUrl } from './concierge-chat.ts';

describe('conciergeChatUrl', () => {
  it('opens a WhatsApp chat with the configured number and the greeting', () => {
    expect(conciergeChatUrl('+62 811-3960', 'Halo & selamat pagi')).toBe('https://wa.me/628113960?text=Halo%20%26%20selamat%20pagi');
    expect(conciergeChatUrl('6281139602020')).toBe('https://wa.me/6281139602020');
  });
});
