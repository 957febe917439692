// The error catalogue of @prana/contracts (every code and its English text): a chunk of its own that
// the api client loads with the first failure, as most visits have none.
export { isErrorCode, renderError } from '@prana/contracts';
