import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES, VILLAS } from '@prana/catalogue';
import type { VillaResponse } from '@prana/contracts';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../support/test-api.ts';

describe('GET /api/villas', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('returns the 17 catalogue villas from the database, sorted by site then name', async () => {
    const response = await api.request().get('/api/villas').expect(200);
    const villas = response.body as VillaResponse[];
    expect(villas).toHaveLength(17);
    expect(new Set(villas.map((villa) => villa.slug))).toEqual(new Set(VILLAS.map((villa) => villa.id)));

    const siteName = new Map(SITES.map((site) => [site.id, site.name]));
    const expectedOrder = [...VILLAS]
      .sort((a, b) => siteName.get(a.siteId)!.localeCompare(siteName.get(b.siteId)!) || a.name.localeCompare(b.name))
      .map((villa) => villa.id);
    expect(villas.map((villa) => villa.slug)).toEqual(expectedOrder);

    const loft = villas.find((villa) => villa.slug === 'jungle-loft')!;
    expect(loft).toMatchObject({ siteId: 'prana-jungle', status: 'active', maxGuests: 2, outboundFeedConfigured: true });
  });

  it('never returns the inbound feed URL, and shows the outbound token to staff only', async () => {
    const anonymous = (await api.request().get('/api/villas').expect(200)).body as VillaResponse[];
    expect(anonymous.every((villa) => villa.outboundFeedToken === null)).toBe(true);
    expect(anonymous.every((villa) => !('airbnbIcalUrl' in villa))).toBe(true);

    const staff = api.agent();
    await staff.post('/api/auth/staff/login').send({ username: 'manager', password: DEMO_PASSWORD, role: 'manager' }).expect(200);
    const villas = (await staff.get('/api/villas').expect(200)).body as VillaResponse[];
    expect(villas.every((villa) => typeof villa.outboundFeedToken === 'string' && villa.outboundFeedToken.length >= 32)).toBe(true);
    expect(new Set(villas.map((villa) => villa.outboundFeedToken)).size).toBe(17);
  });

  it('shows the outbound token only to the roles that manage channels; the others still see sync health', async () => {
    for (const role of ['investor', 'staff'] as const) {
      const reader = api.agent();
      await reader.post('/api/auth/staff/login').send({ username: role, password: DEMO_PASSWORD, role }).expect(200);
      const villas = (await reader.get('/api/villas').expect(200)).body as VillaResponse[];
      expect(villas.every((villa) => villa.outboundFeedToken === null && villa.outboundFeedConfigured)).toBe(true);
      expect(villas.every((villa) => villa.calendar !== null)).toBe(true);
    }
    // A master previewing the investor tier reads as an investor does.
    const preview = api.agent();
    await preview.post('/api/auth/staff/login').send({ username: 'master', password: DEMO_PASSWORD, role: 'investor' }).expect(200);
    const previewed = (await preview.get('/api/villas').expect(200)).body as VillaResponse[];
    expect(previewed.every((villa) => villa.outboundFeedToken === null)).toBe(true);
  });
});
