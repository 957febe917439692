/** The guest's data export (GET): a zip the browser downloads with the session cookie. */
export const GUEST_DATA_EXPORT_PATH = '/api/guest/data-export';
