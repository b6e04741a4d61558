/**
 * Text someone other than the reader wrote (a visitor's name or message, a member's name, an audit
 * entry), shown so that no bidi control or invisible character in it reorders what is around it: in a
 * <bdi> (unicode-bidi: isolate), and, when it holds such a character, wrapped in FSI … PDI balanced
 * against its own isolates (src/staff/bidi.ts), which also closes any embedding or override it opens.
 */
import { isolate } from '../../staff/bidi';

export function Isolated({ text }: { text: string }) {
  return <bdi>{isolate(text)}</bdi>;
}
