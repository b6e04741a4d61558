/**
 * A content problem as the check prints it, `file:line:column: message`, for any line and column
 * (tests/unit/content-check.test.ts checks the exact positions).
 */
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const problemAt = (file: string, message: string): RegExp => new RegExp(`${escape(file)}:\\d+:\\d+: ${escape(message)}`);
