import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_FOCUS,
  FOCUS_WORKSTREAM_IDS,
  type FocusWorkstreamId,
  type StaffPreferencesBody,
  type StaffPreferencesResponse,
} from '@prana/contracts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

// The last choice made on this device, only to prefill the sign-in form before anyone is known;
// the account's stored preferences (GET /api/staff/preferences) are the truth once signed in.
const DEVICE_KEY = 'prana.admin.focus';

function isFocusId(value: unknown): value is FocusWorkstreamId {
  return typeof value === 'string' && (FOCUS_WORKSTREAM_IDS as readonly string[]).includes(value);
}

/** The focus ticked in canonical order, whatever order the boxes were clicked. */
export function orderedFocus(focus: readonly FocusWorkstreamId[]): FocusWorkstreamId[] {
  return FOCUS_WORKSTREAM_IDS.filter((id) => focus.includes(id));
}

export function deviceFocus(): FocusWorkstreamId[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(DEVICE_KEY) ?? 'null');
    return Array.isArray(stored) ? orderedFocus(stored.filter(isFocusId)) : [...DEFAULT_FOCUS];
  } catch {
    return [...DEFAULT_FOCUS];
  }
}

function rememberOnDevice(focus: readonly FocusWorkstreamId[]): void {
  try {
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify(focus));
  } catch {
    // Private mode: the account copy is what counts.
  }
}

/** Stores the signed-in person's focus on the server (and as this device's default). */
export async function saveFocus(focus: readonly FocusWorkstreamId[]): Promise<FocusWorkstreamId[]> {
  const body: StaffPreferencesBody = { focus: orderedFocus(focus) };
  rememberOnDevice(body.focus);
  const saved = await api.put<StaffPreferencesResponse>('/api/staff/preferences', body);
  return saved.focus;
}

export interface FocusPreferences {
  focus: FocusWorkstreamId[];
  saving: boolean;
  /** Ticks or unticks one workstream and stores the result; resolves to an error message or null. */
  toggle: (id: FocusWorkstreamId) => Promise<string | null>;
}

/** The signed-in person's landing focus, from the server, editable in place. */
export function useFocusPreferences(): FocusPreferences {
  const query = useApiQuery<StaffPreferencesResponse>('/api/staff/preferences');
  const [focus, setFocus] = useState<FocusWorkstreamId[]>(deviceFocus);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (query.data) setFocus(query.data.focus);
  }, [query.data]);

  const toggle = useCallback(
    async (id: FocusWorkstreamId) => {
      const previous = focus;
      const next = orderedFocus(focus.includes(id) ? focus.filter((entry) => entry !== id) : [...focus, id]);
      setFocus(next);
      setSaving(true);
      try {
        setFocus(await saveFocus(next));
        return null;
      } catch (error) {
        setFocus(previous);
        return errorMessage(error);
      } finally {
        setSaving(false);
      }
    },
    [focus],
  );

  return { focus, saving, toggle };
}
