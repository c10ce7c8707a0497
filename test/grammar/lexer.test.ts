/**
 * The moo lexer's raw tokens, and literal decoding to bytes / bigint.
 */
import { describe, expect, it } from 'vitest';
import { lexer } from '../../src/grammar/lexer.js';
import { decodeDouble, decodeSingle, LiteralError, parseInteger } from '../../src/grammar/strings.js';

function raw(source: string): string {
  lexer.reset(source);
  const out: string[] = [];
  for (const t of lexer) if (t.type !== 'ws') out.push(`${t.type}:${t.text}`);
  return out.join(' ');
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex').toUpperCase();

describe('raw tokens', () => {
  it.each([
    [`put 't1', 'r1'`, `ident:put sq:'t1' ,:, sq:'r1'`],
    [`"r#{i * 2}-#{'x'}"`, `dq_open:" dq_text:r interp_open:#{ ident:i *:* int:2 interp_close:} dq_text:- interp_open:#{ sq:'x' interp_close:} dq_close:"`],
    [`"#{ {a => 1}.size }"`, `dq_open:" interp_open:#{ {:{ ident:a =>:=> int:1 }:} .:. ident:size interp_close:} dq_close:"`],
    [`"a#{"b#{c}"}"`, `dq_open:" dq_text:a interp_open:#{ dq_open:" dq_text:b interp_open:#{ ident:c interp_close:} dq_close:" interp_close:} dq_close:"`],
    [`Long::MAX_VALUE`, `const:Long ::::: const:MAX_VALUE`],
    [`{NAME: 'x', :sym => 1}`, `{:{ label:NAME: sq:'x' ,:, sym::sym =>:=> int:1 }:}`],
    [`debug? x.empty? save!`, `ident:debug? ident:x .:. ident:empty? ident:save!`],
    [`0x1F 0b101 017 0o17 1_000 9223372036854775807 0.8 1e3 1..3 1...3`, `int:0x1F int:0b101 int:017 int:0o17 int:1_000 int:9223372036854775807 float:0.8 float:1e3 int:1 ..:.. int:3 int:1 ...:... int:3`],
    [`for in do end true false nil if while`, `kw_for:for kw_in:in kw_do:do kw_end:end kw_true:true kw_false:false kw_nil:nil kw_if:if kw_while:while`],
    [`unless until then else elsif and or not break next begin`, `kw_unless:unless kw_until:until kw_then:then kw_else:else kw_elsif:elsif kw_and:and kw_or:or kw_not:not kw_break:break kw_next:next kw_begin:begin`],
    [`a <=> b ||= c &&= d <= e < f`, `ident:a <=>:<=> ident:b ||=:||= ident:c &&=:&&= ident:d <=:<= ident:e <:< ident:f`],
    [`!x ? y : z`, `punct:! ident:x punct:? ident:y punct:: ident:z`],
    [`a += 1; b -= 2 => c == d`, `ident:a +=:+= int:1 ;:; ident:b -=:-= int:2 =>:=> ident:c ==:== ident:d`],
    [`x # comment\ny`, `ident:x comment:# comment nl:\n ident:y`],
    [`=begin\ndoc\n=end\nlist`, `embdoc:=begin\ndoc\n=end nl:\n ident:list`],
    [`x =begin`, `ident:x =:= kw_begin:begin`],
    [`=begin\nnever closed`, `embdoc_open:=begin\nnever closed`],
    [`list\n__END__\n'data`, `ident:list nl:\n data_end:__END__\n'data`],
    [`  // note\nlist`, `slash_comment:  // note nl:\n ident:list`],
    [`4 // 2`, `int:4 /:/ /:/ int:2`],
    [`'unterminated`, `sq_open:'unterminated`],
    [`put 'a' \\\n 'b'`, `ident:put sq:'a' sq:'b'`],
    [`⇒ é 😀`, `bad:⇒ bad:é bad:😀`],
    [`@x $y @@z $1 $~`, `ivar:@x gvar:$y cvar:@@z gvar:$1 gvar:$~`],
  ])('%j', (source, expected) => {
    expect(raw(source)).toBe(expected);
  });

  it('tracks lines and columns', () => {
    lexer.reset(`a\n  'b'\n"c"`);
    const toks = [...lexer].filter((t) => t.type !== 'ws' && t.type !== 'nl');
    expect(toks.map((t) => [t.text, t.line, t.col, t.offset])).toEqual([
      ['a', 1, 1, 0],
      ["'b'", 2, 3, 4],
      ['"', 3, 1, 8],
      ['c', 3, 2, 9],
      ['"', 3, 3, 10],
    ]);
  });
});

describe('string bytes (Ruby literals)', () => {
  it.each([
    [`test\\xef\\xff`, '74657374EFFF'],
    [`key\\x03\\x3f\\xcd`, '6B6579033FCD'],
    [`key\\003\\023\\011`, '6B6579031309'],
    [`\\x01\\x33\\x40`, '013340'],
    [`\\x0`, '00'],
    [`\\xfg`, '0F67'],
    [`\\8`, '38'],
    [`\\08`, '0038'],
    [`\\1234`, '5334'],
    [`\\u00e9\\u{e9}`, 'C3A9C3A9'],
    [`\\u{1F600 41}`, 'F09F988041'],
    [`\\n\\t\\r\\s\\a\\b\\e\\f\\v\\0`, '0A090D2007081B0C0B00'],
    [`\\\\\\"\\#\\q`, '5C22 2371'.replace(' ', '')],
    [`\\c@\\ca\\C-z\\c?\\M-a\\M-\\C-a`, '00011A7FE181'],
    [`é⻆`, 'C3A9E2BB86'],
    [`😀`, 'F09F9880'],
    [`a\\\nb`, '6162'],
    // JRuby reads bytes: \M- and \c take a multi-byte character's first byte, the rest follow as text
    [`\\M-é`, 'C3A9'],
    [`\\M-\\é`, 'C3A9'],
    [`\\c\\😀`, '909F9880'],
    [`\\cé`, '83A9'],
    [`\\M-\\M-a`, 'E1'],
    [`\\c\\M-a`, '81'],
    [`\\M-\\C-?`, 'FF'],
    [`\\c\\\\`, '1C'],
    [`\\M-\\u`, 'F5'],
    [`\\777\\400`, 'FF00'],
    // \u{…}: single blanks separate code points; six digits at most per code point
    [`\\u{41\t42}`, '4142'],
    [`\\u{10FFFF}`, 'F48FBFBF'],
    [`\\u{00041}`, '41'],
  ])('"%s" → %s', (text, bytes) => {
    expect(hex(decodeDouble(text))).toBe(bytes);
  });

  it.each([
    // JRuby's wording (RubyLexer.readEscape / readUTFEscape)
    [`\\x`, 'Invalid escape character syntax'],
    [`ab\\xq`, 'Invalid escape character syntax'],
    [`\\C`, 'Invalid escape character syntax'],
    [`\\C-`, 'Invalid escape character syntax'],
    [`\\Cx`, 'Invalid escape character syntax'],
    [`\\c`, 'Invalid escape character syntax'],
    [`\\M`, 'Invalid escape character syntax'],
    [`\\M-`, 'Invalid escape character syntax'],
    [`\\Ma`, 'Invalid escape character syntax'],
    [`\\M-\\x`, 'Invalid escape character syntax'],
    [`\\u12`, 'Invalid Unicode escape'],
    [`\\u{}`, 'invalid Unicode escape'],
    [`\\u{zz}`, 'invalid Unicode escape'],
    [`\\u{ 41}`, 'invalid Unicode escape'],
    [`\\u{41 }`, 'invalid Unicode escape'],
    [`\\u{41  42}`, 'invalid Unicode escape'],
    [`\\u{41`, 'unterminated Unicode escape'],
    [`\\u{41x}`, 'unterminated Unicode escape'],
    [`\\u{0000041}`, 'unterminated Unicode escape'],
    [`\\u{110000}`, 'invalid Unicode codepoint (too large)'],
    [`\\u{1234567}`, 'invalid Unicode codepoint (too large)'],
    [`\\u{D800}`, 'invalid Unicode codepoint'],
    [`\\uD800`, 'invalid Unicode codepoint'],
  ])('"%s" is an error: %s', (text, message) => {
    let err: unknown;
    try {
      decodeDouble(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LiteralError);
    expect((err as LiteralError).message).toBe(message);
  });

  it.each([
    [`'é'`, 'C3A9'],
    [`'\\x00'`, '5C783030'],
    [`'it\\'s'`, '69742773'],
    [`'a\\\\b'`, '615C62'],
    [`'a\\nb'`, '615C6E62'],
    [`'\\'`, '5C'],
  ])('single-quoted %s → %s', (lit, bytes) => {
    expect(hex(decodeSingle(lit, 1, lit.length - 1))).toBe(bytes);
  });
});

describe('integers are exact', () => {
  it.each([
    ['123', 123n],
    ['1_000', 1000n],
    ['0x1F', 31n],
    ['0XfF', 255n],
    ['0b101', 5n],
    ['0B1_1', 3n],
    ['017', 15n],
    ['0o17', 15n],
    ['0O1_7', 15n],
    ['0d99', 99n],
    ['0', 0n],
    ['9223372036854775807', 9223372036854775807n],
    ['9223372036854775808', 9223372036854775808n],
    ['123456789012345678901234567890', 123456789012345678901234567890n],
  ])('%s → %s', (text, value) => {
    expect(parseInteger(text)).toBe(value);
  });

  it('rejects 8 and 9 in an octal literal', () => {
    expect(() => parseInteger('019')).toThrow(LiteralError);
  });
});
