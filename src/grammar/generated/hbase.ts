// Generated automatically by nearley, version 2.20.1
// http://github.com/Hardmath123/nearley
// Bypasses TS6133. Allow declared but unused functions.
// @ts-ignore
function id(d: any[]): any { return d[0]; }
declare var ident: any;
declare var assign: any;
declare var kw_for: any;
declare var kw_in: any;
declare var sep: any;
declare var kw_end: any;
declare var dot: any;
declare var cmdname: any;
declare var cmdlit: any;
declare var kw_do: any;
declare var lblock: any;
declare var rbrace: any;
declare var pipe: any;
declare var comma: any;
declare var pcomma: any;
declare var commalit: any;
declare var lit: any;
declare var arrow: any;
declare var label: any;
declare var parens0: any;
declare var lpc: any;
declare var rparen: any;
declare var range: any;
declare var addop: any;
declare var mulop: any;
declare var uminus: any;
declare var lbrack: any;
declare var rbrack: any;
declare var lbrace: any;
declare var langle: any;
declare var rangle: any;
declare var lparen: any;
declare var cname: any;

import { lexer } from '../lexer.js';
import * as N from '../nodes.js';

interface NearleyToken {
  value: any;
  [key: string]: any;
};

interface NearleyLexer {
  reset: (chunk: string, info: any) => void;
  next: () => NearleyToken | undefined;
  save: () => any;
  formatError: (token: never) => string;
  has: (tokenType: string) => boolean;
};

interface NearleyRule {
  name: string;
  symbols: NearleySymbol[];
  postprocess?: (d: any[], loc?: number, reject?: {}) => any;
};

type NearleySymbol = string | { literal: any } | { test: (token: any) => boolean };

interface Grammar {
  Lexer: NearleyLexer | undefined;
  ParserRules: NearleyRule[];
  ParserStart: string;
};

const grammar: Grammar = {
  Lexer: lexer,
  ParserRules: [
    {"name": "Stmt", "symbols": ["Expr"], "postprocess": id},
    {"name": "Stmt", "symbols": ["Command"], "postprocess": id},
    {"name": "Stmt", "symbols": ["BlockCall"], "postprocess": id},
    {"name": "Stmt", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("assign") ? {type: "assign"} : assign), "Stmt"], "postprocess": (d) => N.assign(d[0], d[1], d[2])},
    {"name": "Stmt", "symbols": [(lexer.has("kw_for") ? {type: "kw_for"} : kw_for), (lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("kw_in") ? {type: "kw_in"} : kw_in), "Expr", (lexer.has("sep") ? {type: "sep"} : sep), "Body", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.forLoop(d[0], d[1], d[3], d[5])},
    {"name": "Command", "symbols": ["LeadCmd"], "postprocess": id},
    {"name": "Command", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cmdname") ? {type: "cmdname"} : cmdname), "ArgList"], "postprocess": (d) => N.call(d[0], d[2], d[3], false)},
    {"name": "Command", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cmdlit") ? {type: "cmdlit"} : cmdlit), "LitArgList"], "postprocess": (d) => N.call(d[0], d[2], d[3], false)},
    {"name": "LeadCmd", "symbols": [(lexer.has("cmdname") ? {type: "cmdname"} : cmdname), "ArgList"], "postprocess": (d) => N.call(null, d[0], d[1], false)},
    {"name": "LeadCmd", "symbols": [(lexer.has("cmdlit") ? {type: "cmdlit"} : cmdlit), "LitArgList"], "postprocess": (d) => N.call(null, d[0], d[1], false)},
    {"name": "BlockCall", "symbols": ["Command", "DoBlock"], "postprocess": (d) => N.withBlock(d[0], d[1])},
    {"name": "BlockCall", "symbols": ["CallP", "DoBlock"], "postprocess": (d) => N.withBlock(d[0], d[1])},
    {"name": "DoBlock", "symbols": [(lexer.has("kw_do") ? {type: "kw_do"} : kw_do), "Body", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.block(d[0], null, d[1])},
    {"name": "DoBlock", "symbols": [(lexer.has("kw_do") ? {type: "kw_do"} : kw_do), "Params", "Body", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.block(d[0], d[1], d[2])},
    {"name": "BraceBlock", "symbols": [(lexer.has("lblock") ? {type: "lblock"} : lblock), "Params", "Body", (lexer.has("rbrace") ? {type: "rbrace"} : rbrace)], "postprocess": (d) => N.block(d[0], d[1], d[2])},
    {"name": "Params", "symbols": [(lexer.has("pipe") ? {type: "pipe"} : pipe), "ParamList", (lexer.has("pipe") ? {type: "pipe"} : pipe)], "postprocess": (d) => d[1]},
    {"name": "ParamList", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.one(d[0].value)},
    {"name": "ParamList", "symbols": ["ParamList", (lexer.has("comma") ? {type: "comma"} : comma), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.snoc(d[0], d[2].value)},
    {"name": "Body", "symbols": [], "postprocess": () => null},
    {"name": "Body", "symbols": ["Stmts"], "postprocess": id},
    {"name": "Body", "symbols": ["Stmts", (lexer.has("sep") ? {type: "sep"} : sep)], "postprocess": id},
    {"name": "Stmts", "symbols": ["Stmt"], "postprocess": (d) => N.one(d[0])},
    {"name": "Stmts", "symbols": ["Stmts", (lexer.has("sep") ? {type: "sep"} : sep), "Stmt"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "ArgList", "symbols": ["Args"], "postprocess": id},
    {"name": "ArgList", "symbols": ["Args", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pairs"], "postprocess": (d) => N.argsWithHash(d[0], d[2])},
    {"name": "ArgList", "symbols": ["Pairs"], "postprocess": (d) => N.argsWithHash(null, d[0])},
    {"name": "Args", "symbols": ["Expr"], "postprocess": (d) => N.one(d[0])},
    {"name": "Args", "symbols": ["Args", (lexer.has("comma") ? {type: "comma"} : comma), "Expr"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "Args", "symbols": ["Args", (lexer.has("commalit") ? {type: "commalit"} : commalit), (lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => N.snoc(d[0], d[2].value)},
    {"name": "LitArgList", "symbols": ["LitArgs"], "postprocess": id},
    {"name": "LitArgList", "symbols": ["LitArgs", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pairs"], "postprocess": (d) => N.argsWithHash(d[0], d[2])},
    {"name": "LitArgs", "symbols": [(lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => N.one(d[0].value)},
    {"name": "LitArgs", "symbols": ["LitArgs", (lexer.has("comma") ? {type: "comma"} : comma), "Expr"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "LitArgs", "symbols": ["LitArgs", (lexer.has("commalit") ? {type: "commalit"} : commalit), (lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => N.snoc(d[0], d[2].value)},
    {"name": "Pairs", "symbols": ["Pair"], "postprocess": (d) => N.one(d[0])},
    {"name": "Pairs", "symbols": ["Pairs", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pair"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "Pair", "symbols": ["Expr", (lexer.has("arrow") ? {type: "arrow"} : arrow), "Expr"], "postprocess": (d) => N.pair(d[0], d[2])},
    {"name": "Pair", "symbols": [(lexer.has("label") ? {type: "label"} : label), "Expr"], "postprocess": (d) => N.labelPair(d[0], d[1])},
    {"name": "ParenArgs", "symbols": [(lexer.has("parens0") ? {type: "parens0"} : parens0)], "postprocess": () => null},
    {"name": "ParenArgs", "symbols": [(lexer.has("lpc") ? {type: "lpc"} : lpc), "ArgList", (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => d[1]},
    {"name": "Expr", "symbols": ["Sum"], "postprocess": id},
    {"name": "Expr", "symbols": ["Sum", (lexer.has("range") ? {type: "range"} : range), "Sum"], "postprocess": (d) => N.range(d[0], d[1], d[2])},
    {"name": "Sum", "symbols": ["Prod"], "postprocess": id},
    {"name": "Sum", "symbols": ["Sum", (lexer.has("addop") ? {type: "addop"} : addop), "Prod"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "Prod", "symbols": ["Unary"], "postprocess": id},
    {"name": "Prod", "symbols": ["Prod", (lexer.has("mulop") ? {type: "mulop"} : mulop), "Unary"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "Unary", "symbols": ["Primary"], "postprocess": id},
    {"name": "Unary", "symbols": [(lexer.has("uminus") ? {type: "uminus"} : uminus), "Unary"], "postprocess": (d) => N.neg(d[0], d[1])},
    {"name": "Primary", "symbols": [(lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => d[0].value},
    {"name": "Primary", "symbols": [(lexer.has("lbrack") ? {type: "lbrack"} : lbrack), "ArgList", (lexer.has("rbrack") ? {type: "rbrack"} : rbrack)], "postprocess": (d) => N.array(d[0], d[1])},
    {"name": "Primary", "symbols": [(lexer.has("lbrace") ? {type: "lbrace"} : lbrace), "Pairs", (lexer.has("rbrace") ? {type: "rbrace"} : rbrace)], "postprocess": (d) => N.hash(d[0].loc, d[1], true)},
    {"name": "Primary", "symbols": [(lexer.has("langle") ? {type: "langle"} : langle), "Pairs", (lexer.has("rangle") ? {type: "rangle"} : rangle)], "postprocess": (d) => N.hash(d[0].loc, d[1], true)},
    {"name": "Primary", "symbols": [(lexer.has("lparen") ? {type: "lparen"} : lparen), "Stmt", (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => d[1]},
    {"name": "Primary", "symbols": ["CallP"], "postprocess": id},
    {"name": "Primary", "symbols": ["CallP", "BraceBlock"], "postprocess": (d) => N.withBlock(d[0], d[1])},
    {"name": "CallP", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.ident(d[0])},
    {"name": "CallP", "symbols": [(lexer.has("cname") ? {type: "cname"} : cname), "ParenArgs"], "postprocess": (d) => N.call(null, d[0], d[1], true)},
    {"name": "CallP", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.call(d[0], d[2], null, false)},
    {"name": "CallP", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cname") ? {type: "cname"} : cname), "ParenArgs"], "postprocess": (d) => N.call(d[0], d[2], d[3], true)}
  ],
  ParserStart: "Stmt",
};

export default grammar;
