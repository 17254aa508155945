/** Why a step of her protected copy did not happen: what its effects throw and its machine reads. */
export type CopyProblemKind =
  /** No network, or the server out of reach: tried again when she is back online. */
  | 'offline'
  /** The server has no copy under her code any more (erased from another phone, or 13 months untouched). */
  | 'gone'
  /** Refused for a reason she can act on (a wrong code, too many tries, a copy too big): the message says it. */
  | 'refused'

export class CopyRefusal extends Error {
  override name = 'CopyRefusal'
  /** `message` is in Portuguese, for her. */
  constructor(
    readonly kind: CopyProblemKind,
    message: string,
  ) {
    super(message)
  }
}
