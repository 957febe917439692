import { useCallback, useState } from 'react';
import {
  DEFAULT_FOCUS,
  FOCUS_WORKSTREAM_IDS,
  type CodedError,
  type FocusWorkstreamId,
  type StaffPreferencesBody,
} from '@prana/contracts';
import { codedErrorOf } from '../../../lib/api-client.ts';
import { savePreferences, usePreferences, useSavePreferences } from '../api/preferences.ts';

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

/** The body that stores `focus` on the server; also remembered as this device's default. */
function focusBody(focus: readonly FocusWorkstreamId[]): StaffPreferencesBody {
  const body: StaffPreferencesBody = { focus: orderedFocus(focus) };
  rememberOnDevice(body.focus);
  return body;
}

/** Stores the focus chosen while signing in (before the cache belongs to anyone). */
export async function saveFocus(focus: readonly FocusWorkstreamId[]): Promise<FocusWorkstreamId[]> {
  return (await savePreferences(focusBody(focus))).focus;
}

export interface FocusPreferences {
  focus: FocusWorkstreamId[];
  saving: boolean;
  /** Ticks or unticks one workstream and stores the result; resolves to why it failed, or null. */
  toggle: (id: FocusWorkstreamId) => Promise<CodedError | null>;
}

/** The signed-in person's landing focus, from the server, editable in place. */
export function useFocusPreferences(): FocusPreferences {
  const stored = usePreferences().data?.focus;
  const { mutateAsync: save, isPending: saving, variables: sending } = useSavePreferences();
  const [deviceDefault] = useState(deviceFocus);
  // What was just ticked shows while it is stored; then the stored answer (after a failure, the previous one).
  const focus = (saving ? sending?.focus : undefined) ?? stored ?? deviceDefault;

  const toggle = useCallback(
    async (id: FocusWorkstreamId) => {
      const next = orderedFocus(focus.includes(id) ? focus.filter((entry) => entry !== id) : [...focus, id]);
      return save(focusBody(next)).then(
        () => null,
        (error: unknown) => codedErrorOf(error),
      );
    },
    [focus, save],
  );

  return { focus, saving, toggle };
}
