import { describe, expect, it } from 'vitest';
import { toBodyText, toWinAnsi } from './pdf-text.js';

describe('toWinAnsi', () => {
  it('keeps Windows-1252 text and replaces what the built-in fonts cannot show', () => {
    // ó and ” are in Windows-1252; Ł, ź, Ő, ₂, ≥ and the ligature are not.
    expect(toWinAnsi('CO₂ ≥ 42% – “net zero” €5 Łódź Őr ﬁne\u200b')).toBe(
      'CO2 >= 42% – “net zero” €5 Lódz Or fine',
    );
    expect(toWinAnsi('日本')).toBe('??');
  });
});

describe('toBodyText', () => {
  it('keeps what the embedded font draws and replaces the rest', () => {
    expect(toBodyText('CO₂ Łódź Příbram İstanbul Αθήνα Straße\u200b')).toBe(
      'CO₂ Łódź Příbram İstanbul Αθήνα Straße',
    );
    // Noto Sans has no arrows, comparison signs or check marks, nor Japanese.
    expect(toBodyText('→ ≤ ✓ 日本')).toBe('-> <= yes ??');
  });
});
