// Generated automatically by nearley, version 2.20.1
// http://github.com/Hardmath123/nearley
// Bypasses TS6133. Allow declared but unused functions.
// @ts-ignore
function id(d: any[]): any { return d[0]; }
declare var modifier: any;
declare var rescue_mod: any;
declare var andor: any;
declare var kw_not: any;
declare var ident: any;
declare var assign: any;
declare var variable: any;
declare var constlhs: any;
declare var dot: any;
declare var star: any;
declare var kw_break: any;
declare var kw_next: any;
declare var kw_return: any;
declare var kw_alias: any;
declare var kw_undef: any;
declare var lbrack_idx: any;
declare var rbrack: any;
declare var kw_retry: any;
declare var kw_redo: any;
declare var lit: any;
declare var comma: any;
declare var commalit: any;
declare var lparen: any;
declare var rparen: any;
declare var cmdname: any;
declare var cmdlit: any;
declare var cname: any;
declare var kw_do: any;
declare var kw_end: any;
declare var kw_do_arg: any;
declare var lblock: any;
declare var rbrace: any;
declare var pipe: any;
declare var sep: any;
declare var pcomma: any;
declare var dstar: any;
declare var amper: any;
declare var label: any;
declare var kw_rescue: any;
declare var arrow: any;
declare var kw_ensure: any;
declare var kw_begin: any;
declare var kw_case: any;
declare var kw_when: any;
declare var kw_for: any;
declare var kw_in: any;
declare var kw_class: any;
declare var relop: any;
declare var shiftop: any;
declare var kw_module: any;
declare var colon2: any;
declare var lambda: any;
declare var kw_if: any;
declare var kw_unless: any;
declare var kw_elsif: any;
declare var kw_else: any;
declare var parens0: any;
declare var lpc: any;
declare var kw_def: any;
declare var kw_while: any;
declare var kw_until: any;
declare var qmark: any;
declare var colon: any;
declare var kw_defined: any;
declare var range: any;
declare var oror: any;
declare var andand: any;
declare var eqop: any;
declare var bitor: any;
declare var bitand: any;
declare var addop: any;
declare var mulop: any;
declare var uminus: any;
declare var pow: any;
declare var bang: any;
declare var tilde: any;
declare var lbrack: any;
declare var lbrace: any;
declare var langle: any;
declare var rangle: any;

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
    {"name": "Stmt", "symbols": ["ExprStmt"], "postprocess": id},
    {"name": "Stmt", "symbols": ["Stmt", (lexer.has("modifier") ? {type: "modifier"} : modifier), "ExprStmt"], "postprocess": (d) => N.modifier(d[0], d[1], d[2])},
    {"name": "Stmt", "symbols": ["Stmt", (lexer.has("rescue_mod") ? {type: "rescue_mod"} : rescue_mod), "ExprStmt"], "postprocess": (d) => N.rescueModifier(d[0], d[1], d[2])},
    {"name": "ExprStmt", "symbols": ["NotStmt"], "postprocess": id},
    {"name": "ExprStmt", "symbols": ["ExprStmt", (lexer.has("andor") ? {type: "andor"} : andor), "NotStmt"], "postprocess": (d) => N.logic(d[0], d[1], d[2])},
    {"name": "NotStmt", "symbols": ["Simple"], "postprocess": id},
    {"name": "NotStmt", "symbols": [(lexer.has("kw_not") ? {type: "kw_not"} : kw_not), "NotStmt"], "postprocess": (d) => N.not(d[0], d[1])},
    {"name": "Simple", "symbols": ["Expr"], "postprocess": id},
    {"name": "Simple", "symbols": ["Command"], "postprocess": id},
    {"name": "Simple", "symbols": ["BlockCall"], "postprocess": id},
    {"name": "Simple", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("assign") ? {type: "assign"} : assign), "Simple"], "postprocess": (d) => N.assign(d[0], d[1], d[2])},
    {"name": "Simple", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("assign") ? {type: "assign"} : assign), "MrhsArray"], "postprocess": (d, _l, reject) => d[1].value === null ? N.assign(d[0], d[1], d[2]) : reject},
    {"name": "Simple", "symbols": [(lexer.has("variable") ? {type: "variable"} : variable), (lexer.has("assign") ? {type: "assign"} : assign), "MrhsArray"], "postprocess": (d, _l, reject) => (d[1].value === null ? N.varAssign(d[0].value, d[1], d[2]) : undefined) ?? reject},
    {"name": "Simple", "symbols": [(lexer.has("constlhs") ? {type: "constlhs"} : constlhs), (lexer.has("assign") ? {type: "assign"} : assign), "MrhsArray"], "postprocess": (d, _l, reject) => (d[1].value === null ? N.varAssign(d[0].value, d[1], d[2]) : undefined) ?? reject},
    {"name": "Simple", "symbols": [(lexer.has("variable") ? {type: "variable"} : variable), (lexer.has("assign") ? {type: "assign"} : assign), "Simple"], "postprocess": (d, _l, reject) => N.varAssign(d[0].value, d[1], d[2]) ?? reject},
    {"name": "Simple", "symbols": [(lexer.has("constlhs") ? {type: "constlhs"} : constlhs), (lexer.has("assign") ? {type: "assign"} : assign), "Simple"], "postprocess": (d, _l, reject) => N.varAssign(d[0].value, d[1], d[2]) ?? reject},
    {"name": "Simple", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("assign") ? {type: "assign"} : assign), "Simple"], "postprocess": (d) => N.attrAssign(d[0], d[1], d[2], d[3], d[4])},
    {"name": "Simple", "symbols": ["MlhsList", (lexer.has("assign") ? {type: "assign"} : assign), "Mrhs"], "postprocess": (d, _l, reject) => d[1].value === null ? N.masgn(d[0], d[2]) : reject},
    {"name": "Simple", "symbols": [(lexer.has("star") ? {type: "star"} : star), "MlhsTarget", (lexer.has("assign") ? {type: "assign"} : assign), "Mrhs"], "postprocess": (d, _l, reject) => d[2].value === null ? N.masgn(N.one(N.splat(d[0], d[1])), d[3]) : reject},
    {"name": "Simple", "symbols": [(lexer.has("kw_break") ? {type: "kw_break"} : kw_break), "MultiArgs"], "postprocess": (d) => N.jump(d[0], N.array(d[0], d[1]))},
    {"name": "Simple", "symbols": [(lexer.has("kw_next") ? {type: "kw_next"} : kw_next), "MultiArgs"], "postprocess": (d) => N.jump(d[0], N.array(d[0], d[1]))},
    {"name": "Simple", "symbols": [(lexer.has("kw_return") ? {type: "kw_return"} : kw_return), "MultiArgs"], "postprocess": (d) => N.jump(d[0], N.array(d[0], d[1]))},
    {"name": "Simple", "symbols": [(lexer.has("kw_return") ? {type: "kw_return"} : kw_return), (lexer.has("star") ? {type: "star"} : star), "Expr"], "postprocess": (d) => N.jump(d[0], N.array(d[0], N.one(N.splat(d[1], d[2]))))},
    {"name": "Simple", "symbols": [(lexer.has("kw_alias") ? {type: "kw_alias"} : kw_alias), "MethodRef", "MethodRef"], "postprocess": (d) => N.alias(d[0], d[1], d[2])},
    {"name": "Simple", "symbols": [(lexer.has("kw_undef") ? {type: "kw_undef"} : kw_undef), "MethodRefs"], "postprocess": (d) => N.undef(d[0], d[1])},
    {"name": "Simple", "symbols": ["Primary", (lexer.has("lbrack_idx") ? {type: "lbrack_idx"} : lbrack_idx), "Args", (lexer.has("rbrack") ? {type: "rbrack"} : rbrack), (lexer.has("assign") ? {type: "assign"} : assign), "Simple"], "postprocess": (d, _l, reject) => N.INDEX_ASSIGN_OPS.has(d[4].value) ? N.indexAssign(d[0], d[1], d[2], d[4], d[5]) : reject},
    {"name": "Simple", "symbols": [(lexer.has("kw_break") ? {type: "kw_break"} : kw_break)], "postprocess": (d) => N.jump(d[0], null)},
    {"name": "Simple", "symbols": [(lexer.has("kw_break") ? {type: "kw_break"} : kw_break), "Expr"], "postprocess": (d) => N.jump(d[0], d[1])},
    {"name": "Simple", "symbols": [(lexer.has("kw_next") ? {type: "kw_next"} : kw_next)], "postprocess": (d) => N.jump(d[0], null)},
    {"name": "Simple", "symbols": [(lexer.has("kw_next") ? {type: "kw_next"} : kw_next), "Expr"], "postprocess": (d) => N.jump(d[0], d[1])},
    {"name": "Simple", "symbols": [(lexer.has("kw_return") ? {type: "kw_return"} : kw_return)], "postprocess": (d) => N.jump(d[0], null)},
    {"name": "Simple", "symbols": [(lexer.has("kw_return") ? {type: "kw_return"} : kw_return), "Expr"], "postprocess": (d) => N.jump(d[0], d[1])},
    {"name": "Simple", "symbols": [(lexer.has("kw_retry") ? {type: "kw_retry"} : kw_retry)], "postprocess": (d) => N.bare(d[0])},
    {"name": "Simple", "symbols": [(lexer.has("kw_redo") ? {type: "kw_redo"} : kw_redo)], "postprocess": (d) => N.bare(d[0])},
    {"name": "MethodRef", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => d[0].value},
    {"name": "MethodRef", "symbols": [(lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d, _l, reject) => (d[0].value.type === 'sym' ? d[0].value.name : reject)},
    {"name": "MethodRef", "symbols": [(lexer.has("variable") ? {type: "variable"} : variable)], "postprocess": (d, _l, reject) => (d[0].value.type === 'gvar' ? d[0].value.name : reject)},
    {"name": "MethodRefs", "symbols": ["MethodRef"], "postprocess": (d) => N.one(d[0])},
    {"name": "MethodRefs", "symbols": ["MethodRefs", (lexer.has("comma") ? {type: "comma"} : comma), "MethodRef"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "MethodRefs", "symbols": ["MethodRefs", (lexer.has("commalit") ? {type: "commalit"} : commalit), "MethodRef"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "MultiArgs", "symbols": ["Arg", (lexer.has("comma") ? {type: "comma"} : comma), "Arg"], "postprocess": (d) => N.snoc(N.one(d[0]), d[2])},
    {"name": "MultiArgs", "symbols": ["Arg", (lexer.has("commalit") ? {type: "commalit"} : commalit), (lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => N.snoc(N.one(d[0]), d[2].value)},
    {"name": "MultiArgs", "symbols": ["MultiArgs", (lexer.has("comma") ? {type: "comma"} : comma), "Arg"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "MultiArgs", "symbols": ["MultiArgs", (lexer.has("commalit") ? {type: "commalit"} : commalit), (lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => N.snoc(d[0], d[2].value)},
    {"name": "MlhsList", "symbols": ["MlhsItem", (lexer.has("comma") ? {type: "comma"} : comma), "MlhsItem"], "postprocess": (d) => N.snoc(N.one(d[0]), d[2])},
    {"name": "MlhsList", "symbols": ["MlhsList", (lexer.has("comma") ? {type: "comma"} : comma), "MlhsItem"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "MlhsList", "symbols": ["MlhsItem", (lexer.has("comma") ? {type: "comma"} : comma)], "postprocess": (d) => N.one(d[0])},
    {"name": "MlhsItem", "symbols": ["MlhsTarget"], "postprocess": id},
    {"name": "MlhsItem", "symbols": [(lexer.has("star") ? {type: "star"} : star), "MlhsTarget"], "postprocess": (d) => N.splat(d[0], d[1])},
    {"name": "MlhsItem", "symbols": [(lexer.has("star") ? {type: "star"} : star)], "postprocess": (d) => N.splat(d[0], null)},
    {"name": "MlhsItem", "symbols": [(lexer.has("lparen") ? {type: "lparen"} : lparen), "MlhsList", (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => N.mlhs(d[0], d[1])},
    {"name": "MlhsTarget", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.ident(d[0])},
    {"name": "MlhsTarget", "symbols": [(lexer.has("variable") ? {type: "variable"} : variable)], "postprocess": (d, _l, reject) => (d[0].value.type === 'self' ? reject : d[0].value)},
    {"name": "MlhsTarget", "symbols": ["Primary", (lexer.has("lbrack_idx") ? {type: "lbrack_idx"} : lbrack_idx), "Args", (lexer.has("rbrack") ? {type: "rbrack"} : rbrack)], "postprocess": (d) => N.index(d[0], d[1], d[2])},
    {"name": "MlhsTarget", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.call(d[0], d[2], null, false, d[1])},
    {"name": "MrhsArray", "symbols": ["MultiArgs"], "postprocess": (d) => N.array(null, d[0])},
    {"name": "MrhsArray", "symbols": [(lexer.has("star") ? {type: "star"} : star), "Expr"], "postprocess": (d) => N.array(null, N.one(N.splat(d[0], d[1])))},
    {"name": "Mrhs", "symbols": ["Arg"], "postprocess": id},
    {"name": "Mrhs", "symbols": ["MultiArgs"], "postprocess": (d) => N.array(null, d[0])},
    {"name": "Command", "symbols": ["LeadCmd"], "postprocess": id},
    {"name": "Command", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cmdname") ? {type: "cmdname"} : cmdname), "CmdArgs"], "postprocess": (d) => N.call(d[0], d[2], d[3], false, d[1])},
    {"name": "Command", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cmdlit") ? {type: "cmdlit"} : cmdlit), "LitArgList"], "postprocess": (d) => N.call(d[0], d[2], d[3], false, d[1])},
    {"name": "LeadCmd", "symbols": [(lexer.has("cmdname") ? {type: "cmdname"} : cmdname), "CmdArgs"], "postprocess": (d) => N.call(null, d[0], d[1], false)},
    {"name": "LeadCmd", "symbols": [(lexer.has("cmdlit") ? {type: "cmdlit"} : cmdlit), "LitArgList"], "postprocess": (d) => N.call(null, d[0], d[1], false)},
    {"name": "CmdArgs", "symbols": ["ArgList"], "postprocess": id},
    {"name": "CmdArgs", "symbols": ["Command"], "postprocess": (d) => N.one(d[0])},
    {"name": "BlockCall", "symbols": ["Command", "DoBlock"], "postprocess": (d) => N.withBlock(d[0], d[1])},
    {"name": "BlockCall", "symbols": ["CallP", "DoBlock"], "postprocess": (d) => N.withBlock(d[0], d[1])},
    {"name": "BlockCall", "symbols": ["BlockCall", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.call(d[0], d[2], null, false, d[1])},
    {"name": "BlockCall", "symbols": ["BlockCall", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cname") ? {type: "cname"} : cname), "ParenArgs"], "postprocess": (d) => N.call(d[0], d[2], d[3], true, d[1])},
    {"name": "BlockCall", "symbols": ["BlockCall", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("ident") ? {type: "ident"} : ident), "Block"], "postprocess": (d) => N.withBlock(N.call(d[0], d[2], null, false, d[1]), d[3])},
    {"name": "BlockCall", "symbols": ["BlockCall", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cname") ? {type: "cname"} : cname), "ParenArgs", "Block"], "postprocess": (d) => N.withBlock(N.call(d[0], d[2], d[3], true, d[1]), d[4])},
    {"name": "BlockCall", "symbols": ["BlockCall", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cmdname") ? {type: "cmdname"} : cmdname), "CmdArgs"], "postprocess": (d) => N.call(d[0], d[2], d[3], false, d[1])},
    {"name": "BlockCall", "symbols": ["BlockCall", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cmdlit") ? {type: "cmdlit"} : cmdlit), "LitArgList"], "postprocess": (d) => N.call(d[0], d[2], d[3], false, d[1])},
    {"name": "BlockCall", "symbols": ["BlockCall", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cmdname") ? {type: "cmdname"} : cmdname), "CmdArgs", "DoBlock"], "postprocess": (d) => N.withBlock(N.call(d[0], d[2], d[3], false, d[1]), d[4])},
    {"name": "Block", "symbols": ["DoBlock"], "postprocess": id},
    {"name": "Block", "symbols": ["BraceBlock"], "postprocess": id},
    {"name": "DoBlock", "symbols": [(lexer.has("kw_do") ? {type: "kw_do"} : kw_do), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.block(d[0], null, d[1])},
    {"name": "DoBlock", "symbols": [(lexer.has("kw_do") ? {type: "kw_do"} : kw_do), "Params", "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.block(d[0], d[1], d[2])},
    {"name": "DoArgBlock", "symbols": [(lexer.has("kw_do_arg") ? {type: "kw_do_arg"} : kw_do_arg), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.block(d[0], null, d[1])},
    {"name": "DoArgBlock", "symbols": [(lexer.has("kw_do_arg") ? {type: "kw_do_arg"} : kw_do_arg), "Params", "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.block(d[0], d[1], d[2])},
    {"name": "BraceBlock", "symbols": [(lexer.has("lblock") ? {type: "lblock"} : lblock), "Params", "Body", (lexer.has("rbrace") ? {type: "rbrace"} : rbrace)], "postprocess": (d) => N.block(d[0], d[1], d[2])},
    {"name": "BraceBlock", "symbols": [(lexer.has("lblock") ? {type: "lblock"} : lblock), "Body", (lexer.has("rbrace") ? {type: "rbrace"} : rbrace)], "postprocess": (d) => N.block(d[0], null, d[1])},
    {"name": "Params", "symbols": [(lexer.has("pipe") ? {type: "pipe"} : pipe), "ParamList", (lexer.has("pipe") ? {type: "pipe"} : pipe)], "postprocess": (d) => d[1]},
    {"name": "Params", "symbols": [(lexer.has("pipe") ? {type: "pipe"} : pipe), "ParamList", (lexer.has("sep") ? {type: "sep"} : sep), "Names", (lexer.has("pipe") ? {type: "pipe"} : pipe)], "postprocess": (d) => N.snoc(d[1], N.blockLocals(d[3]))},
    {"name": "Params", "symbols": [(lexer.has("pipe") ? {type: "pipe"} : pipe), "ParamList", (lexer.has("comma") ? {type: "comma"} : comma), (lexer.has("pipe") ? {type: "pipe"} : pipe)], "postprocess": (d) => d[1]},
    {"name": "Names", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.one(d[0].value)},
    {"name": "Names", "symbols": ["Names", (lexer.has("comma") ? {type: "comma"} : comma), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.snoc(d[0], d[2].value)},
    {"name": "ParamList", "symbols": ["Param"], "postprocess": (d) => N.one(d[0])},
    {"name": "ParamList", "symbols": ["ParamList", (lexer.has("comma") ? {type: "comma"} : comma), "Param"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "ParamList", "symbols": ["ParamList", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Param"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "Param", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => d[0].value},
    {"name": "Param", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("assign") ? {type: "assign"} : assign), "Expr"], "postprocess": (d, _l, reject) => d[1].value === null ? N.param('optional', d[0], d[2]) : reject},
    {"name": "Param", "symbols": [(lexer.has("star") ? {type: "star"} : star), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.param('rest', d[1], null)},
    {"name": "Param", "symbols": [(lexer.has("star") ? {type: "star"} : star)], "postprocess": (d) => N.param('rest', null, null)},
    {"name": "Param", "symbols": [(lexer.has("dstar") ? {type: "dstar"} : dstar), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.param('kwrest', d[1], null)},
    {"name": "Param", "symbols": [(lexer.has("dstar") ? {type: "dstar"} : dstar)], "postprocess": (d) => N.param('kwrest', null, null)},
    {"name": "Param", "symbols": [(lexer.has("amper") ? {type: "amper"} : amper), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.param('block', d[1], null)},
    {"name": "Param", "symbols": [(lexer.has("label") ? {type: "label"} : label)], "postprocess": (d) => N.param('keyword', d[0], null)},
    {"name": "Param", "symbols": [(lexer.has("label") ? {type: "label"} : label), "Expr"], "postprocess": (d) => N.param('keyword', d[0], d[1])},
    {"name": "Param", "symbols": [(lexer.has("lparen") ? {type: "lparen"} : lparen), "ParamList", (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => N.param('mlhs', d[0], d[1])},
    {"name": "Body", "symbols": [], "postprocess": () => null},
    {"name": "Body", "symbols": ["Stmts"], "postprocess": id},
    {"name": "Body", "symbols": ["Stmts", (lexer.has("sep") ? {type: "sep"} : sep)], "postprocess": id},
    {"name": "Stmts", "symbols": ["Stmt"], "postprocess": (d) => N.one(d[0])},
    {"name": "Stmts", "symbols": ["Stmts", (lexer.has("sep") ? {type: "sep"} : sep), "Stmt"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "BodyR", "symbols": ["Body"], "postprocess": id},
    {"name": "BodyR", "symbols": ["Body", "Rescues", "ElseTail", "EnsureTail"], "postprocess": (d) => N.beginBody(d[0], d[1], d[2], d[3])},
    {"name": "BodyR", "symbols": ["Body", "EnsureClause"], "postprocess": (d) => N.beginBody(d[0], null, null, d[1])},
    {"name": "Rescues", "symbols": ["Rescue"], "postprocess": (d) => N.one(d[0])},
    {"name": "Rescues", "symbols": ["Rescues", "Rescue"], "postprocess": (d) => N.snoc(d[0], d[1])},
    {"name": "Rescue", "symbols": [(lexer.has("kw_rescue") ? {type: "kw_rescue"} : kw_rescue), (lexer.has("sep") ? {type: "sep"} : sep), "Body"], "postprocess": (d) => N.rescueClause(d[0], null, null, d[2])},
    {"name": "Rescue", "symbols": [(lexer.has("kw_rescue") ? {type: "kw_rescue"} : kw_rescue), "Args", (lexer.has("sep") ? {type: "sep"} : sep), "Body"], "postprocess": (d) => N.rescueClause(d[0], d[1], null, d[3])},
    {"name": "Rescue", "symbols": [(lexer.has("kw_rescue") ? {type: "kw_rescue"} : kw_rescue), (lexer.has("arrow") ? {type: "arrow"} : arrow), "Target", (lexer.has("sep") ? {type: "sep"} : sep), "Body"], "postprocess": (d) => N.rescueClause(d[0], null, d[2], d[4])},
    {"name": "Rescue", "symbols": [(lexer.has("kw_rescue") ? {type: "kw_rescue"} : kw_rescue), "Args", (lexer.has("arrow") ? {type: "arrow"} : arrow), "Target", (lexer.has("sep") ? {type: "sep"} : sep), "Body"], "postprocess": (d) => N.rescueClause(d[0], d[1], d[3], d[5])},
    {"name": "Target", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.ident(d[0])},
    {"name": "EnsureTail", "symbols": [], "postprocess": () => null},
    {"name": "EnsureTail", "symbols": ["EnsureClause"], "postprocess": id},
    {"name": "EnsureClause", "symbols": [(lexer.has("kw_ensure") ? {type: "kw_ensure"} : kw_ensure), "Body"], "postprocess": (d) => N.elseBody(d[1])},
    {"name": "Begin", "symbols": [(lexer.has("kw_begin") ? {type: "kw_begin"} : kw_begin), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.beginBlock(d[0], d[1])},
    {"name": "Case", "symbols": [(lexer.has("kw_case") ? {type: "kw_case"} : kw_case), "ExprStmt", (lexer.has("sep") ? {type: "sep"} : sep), "Whens", "ElseTail", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.caseExpr(d[0], d[1], d[3], d[4])},
    {"name": "Case", "symbols": [(lexer.has("kw_case") ? {type: "kw_case"} : kw_case), (lexer.has("sep") ? {type: "sep"} : sep), "Whens", "ElseTail", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.caseExpr(d[0], null, d[2], d[3])},
    {"name": "Case", "symbols": [(lexer.has("kw_case") ? {type: "kw_case"} : kw_case), "ExprStmt", "Whens", "ElseTail", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.caseExpr(d[0], d[1], d[2], d[3])},
    {"name": "Whens", "symbols": ["When"], "postprocess": (d) => N.one(d[0])},
    {"name": "Whens", "symbols": ["Whens", "When"], "postprocess": (d) => N.snoc(d[0], d[1])},
    {"name": "When", "symbols": [(lexer.has("kw_when") ? {type: "kw_when"} : kw_when), "Args", (lexer.has("sep") ? {type: "sep"} : sep), "Body"], "postprocess": (d) => N.when(d[0], d[1], d[3])},
    {"name": "For", "symbols": [(lexer.has("kw_for") ? {type: "kw_for"} : kw_for), (lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("kw_in") ? {type: "kw_in"} : kw_in), "Expr", (lexer.has("sep") ? {type: "sep"} : sep), "Body", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.forLoop(d[0], d[1], d[3], d[5])},
    {"name": "For", "symbols": [(lexer.has("kw_for") ? {type: "kw_for"} : kw_for), "MlhsList", (lexer.has("kw_in") ? {type: "kw_in"} : kw_in), "Expr", (lexer.has("sep") ? {type: "sep"} : sep), "Body", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.forTargets(d[0], d[1], d[3], d[5])},
    {"name": "ClassDef", "symbols": [(lexer.has("kw_class") ? {type: "kw_class"} : kw_class), "ConstPath", (lexer.has("sep") ? {type: "sep"} : sep), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.classDef(d[0], d[1], null, d[3])},
    {"name": "ClassDef", "symbols": [(lexer.has("kw_class") ? {type: "kw_class"} : kw_class), "ConstPath", (lexer.has("relop") ? {type: "relop"} : relop), "Expr", (lexer.has("sep") ? {type: "sep"} : sep), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d, _l, reject) => d[2].value === '<' ? N.classDef(d[0], d[1], d[3], d[5]) : reject},
    {"name": "ClassDef", "symbols": [(lexer.has("kw_class") ? {type: "kw_class"} : kw_class), (lexer.has("shiftop") ? {type: "shiftop"} : shiftop), "Expr", (lexer.has("sep") ? {type: "sep"} : sep), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.sclass(d[0], d[2], d[4])},
    {"name": "ClassDef", "symbols": [(lexer.has("kw_module") ? {type: "kw_module"} : kw_module), "ConstPath", (lexer.has("sep") ? {type: "sep"} : sep), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.moduleDef(d[0], d[1], d[3])},
    {"name": "ConstPath", "symbols": [(lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d, _l, reject) => (d[0].value.type === 'const' || d[0].value.type === 'scoped' ? d[0].value : reject)},
    {"name": "ConstPath", "symbols": [(lexer.has("colon2") ? {type: "colon2"} : colon2), (lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d, _l, reject) => N.topConst(d[0], d[1].value) ?? reject},
    {"name": "Lambda", "symbols": [(lexer.has("lambda") ? {type: "lambda"} : lambda), "LambdaBody"], "postprocess": (d) => N.lambda(d[0], null, d[1])},
    {"name": "Lambda", "symbols": [(lexer.has("lambda") ? {type: "lambda"} : lambda), (lexer.has("lparen") ? {type: "lparen"} : lparen), (lexer.has("rparen") ? {type: "rparen"} : rparen), "LambdaBody"], "postprocess": (d) => N.lambda(d[0], null, d[3])},
    {"name": "Lambda", "symbols": [(lexer.has("lambda") ? {type: "lambda"} : lambda), (lexer.has("lparen") ? {type: "lparen"} : lparen), "ParamList", (lexer.has("rparen") ? {type: "rparen"} : rparen), "LambdaBody"], "postprocess": (d) => N.lambda(d[0], d[2], d[4])},
    {"name": "Lambda", "symbols": [(lexer.has("lambda") ? {type: "lambda"} : lambda), "BareParams", "LambdaBody"], "postprocess": (d) => N.lambda(d[0], d[1], d[2])},
    {"name": "BareParams", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.one(d[0].value)},
    {"name": "BareParams", "symbols": ["BareParams", (lexer.has("comma") ? {type: "comma"} : comma), "Param"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "LambdaBody", "symbols": [(lexer.has("lblock") ? {type: "lblock"} : lblock), "Body", (lexer.has("rbrace") ? {type: "rbrace"} : rbrace)], "postprocess": (d) => [d[0], d[1]]},
    {"name": "LambdaBody", "symbols": [(lexer.has("kw_do") ? {type: "kw_do"} : kw_do), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => [d[0], d[1]]},
    {"name": "LambdaBody", "symbols": [(lexer.has("kw_do_arg") ? {type: "kw_do_arg"} : kw_do_arg), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => [d[0], d[1]]},
    {"name": "If", "symbols": [(lexer.has("kw_if") ? {type: "kw_if"} : kw_if), "ExprStmt", (lexer.has("sep") ? {type: "sep"} : sep), "Body", "IfTail", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.ifBlock(d[0], d[1], d[3], d[4])},
    {"name": "If", "symbols": [(lexer.has("kw_unless") ? {type: "kw_unless"} : kw_unless), "ExprStmt", (lexer.has("sep") ? {type: "sep"} : sep), "Body", "ElseTail", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.ifBlock(d[0], d[1], d[3], d[4])},
    {"name": "IfTail", "symbols": ["ElseTail"], "postprocess": id},
    {"name": "IfTail", "symbols": [(lexer.has("kw_elsif") ? {type: "kw_elsif"} : kw_elsif), "ExprStmt", (lexer.has("sep") ? {type: "sep"} : sep), "Body", "IfTail"], "postprocess": (d) => N.elsif(d[0], d[1], d[3], d[4])},
    {"name": "ElseTail", "symbols": [], "postprocess": () => null},
    {"name": "ElseTail", "symbols": [(lexer.has("kw_else") ? {type: "kw_else"} : kw_else), "Body"], "postprocess": (d) => N.elseBody(d[1])},
    {"name": "Def", "symbols": ["DefHead", (lexer.has("sep") ? {type: "sep"} : sep), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.def(d[0], null, d[2])},
    {"name": "Def", "symbols": ["DefHead", "ParamList", (lexer.has("sep") ? {type: "sep"} : sep), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.def(d[0], d[1], d[3])},
    {"name": "Def", "symbols": ["DefHeadP", (lexer.has("parens0") ? {type: "parens0"} : parens0), (lexer.has("sep") ? {type: "sep"} : sep), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.def(d[0], null, d[3])},
    {"name": "Def", "symbols": ["DefHeadP", (lexer.has("lpc") ? {type: "lpc"} : lpc), "ParamList", (lexer.has("rparen") ? {type: "rparen"} : rparen), (lexer.has("sep") ? {type: "sep"} : sep), "BodyR", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.def(d[0], d[2], d[5])},
    {"name": "DefHead", "symbols": [(lexer.has("kw_def") ? {type: "kw_def"} : kw_def), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.defHead(d[0], null, d[1])},
    {"name": "DefHead", "symbols": [(lexer.has("kw_def") ? {type: "kw_def"} : kw_def), "Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.defHead(d[0], d[1], d[3])},
    {"name": "DefHeadP", "symbols": [(lexer.has("kw_def") ? {type: "kw_def"} : kw_def), (lexer.has("cname") ? {type: "cname"} : cname)], "postprocess": (d) => N.defHead(d[0], null, d[1])},
    {"name": "DefHeadP", "symbols": [(lexer.has("kw_def") ? {type: "kw_def"} : kw_def), "Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cname") ? {type: "cname"} : cname)], "postprocess": (d) => N.defHead(d[0], d[1], d[3])},
    {"name": "While", "symbols": [(lexer.has("kw_while") ? {type: "kw_while"} : kw_while), "ExprStmt", (lexer.has("sep") ? {type: "sep"} : sep), "Body", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.whileLoop(d[0], d[1], d[3])},
    {"name": "While", "symbols": [(lexer.has("kw_until") ? {type: "kw_until"} : kw_until), "ExprStmt", (lexer.has("sep") ? {type: "sep"} : sep), "Body", (lexer.has("kw_end") ? {type: "kw_end"} : kw_end)], "postprocess": (d) => N.whileLoop(d[0], d[1], d[3])},
    {"name": "ArgList", "symbols": ["Args"], "postprocess": id},
    {"name": "ArgList", "symbols": ["Args", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pairs"], "postprocess": (d) => N.argsWithHash(d[0], d[2])},
    {"name": "ArgList", "symbols": ["Pairs"], "postprocess": (d) => N.argsWithHash(null, d[0])},
    {"name": "ArgList", "symbols": ["BlockArg"], "postprocess": (d) => N.one(d[0])},
    {"name": "ArgList", "symbols": ["Args", (lexer.has("comma") ? {type: "comma"} : comma), "BlockArg"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "ArgList", "symbols": ["Args", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pairs", (lexer.has("comma") ? {type: "comma"} : comma), "BlockArg"], "postprocess": (d) => N.snoc(N.argsWithHash(d[0], d[2]), d[4])},
    {"name": "ArgList", "symbols": ["Pairs", (lexer.has("comma") ? {type: "comma"} : comma), "BlockArg"], "postprocess": (d) => N.snoc(N.argsWithHash(null, d[0]), d[2])},
    {"name": "BlockArg", "symbols": [(lexer.has("amper") ? {type: "amper"} : amper), "Expr"], "postprocess": (d) => N.blockPass(d[0], d[1])},
    {"name": "Args", "symbols": ["Arg"], "postprocess": (d) => N.one(d[0])},
    {"name": "Args", "symbols": ["Args", (lexer.has("comma") ? {type: "comma"} : comma), "Arg"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "Args", "symbols": ["Args", (lexer.has("commalit") ? {type: "commalit"} : commalit), (lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => N.snoc(d[0], d[2].value)},
    {"name": "LitArgList", "symbols": ["LitArgs"], "postprocess": id},
    {"name": "LitArgList", "symbols": ["LitArgs", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pairs"], "postprocess": (d) => N.argsWithHash(d[0], d[2])},
    {"name": "LitArgList", "symbols": ["LitArgs", (lexer.has("comma") ? {type: "comma"} : comma), "BlockArg"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "LitArgList", "symbols": ["LitArgs", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pairs", (lexer.has("comma") ? {type: "comma"} : comma), "BlockArg"], "postprocess": (d) => N.snoc(N.argsWithHash(d[0], d[2]), d[4])},
    {"name": "LitArgs", "symbols": [(lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => N.one(d[0].value)},
    {"name": "LitArgs", "symbols": ["LitArgs", (lexer.has("comma") ? {type: "comma"} : comma), "Expr"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "LitArgs", "symbols": ["LitArgs", (lexer.has("commalit") ? {type: "commalit"} : commalit), (lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => N.snoc(d[0], d[2].value)},
    {"name": "Pairs", "symbols": ["Pair"], "postprocess": (d) => N.one(d[0])},
    {"name": "Pairs", "symbols": ["Pairs", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pair"], "postprocess": (d) => N.snoc(d[0], d[2])},
    {"name": "Pair", "symbols": ["Expr", (lexer.has("arrow") ? {type: "arrow"} : arrow), "Expr"], "postprocess": (d) => N.pair(d[0], d[2])},
    {"name": "Pair", "symbols": [(lexer.has("label") ? {type: "label"} : label), "Expr"], "postprocess": (d) => N.labelPair(d[0], d[1])},
    {"name": "Pair", "symbols": [(lexer.has("dstar") ? {type: "dstar"} : dstar), "Expr"], "postprocess": (d) => N.dsplatPair(d[0], d[1])},
    {"name": "Arg", "symbols": ["Expr"], "postprocess": id},
    {"name": "Arg", "symbols": [(lexer.has("star") ? {type: "star"} : star), "Expr"], "postprocess": (d) => N.splat(d[0], d[1])},
    {"name": "Arg", "symbols": ["ArgAsgn"], "postprocess": id},
    {"name": "ArgAsgn", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("assign") ? {type: "assign"} : assign), "ArgRhs"], "postprocess": (d) => N.assign(d[0], d[1], d[2])},
    {"name": "ArgAsgn", "symbols": [(lexer.has("variable") ? {type: "variable"} : variable), (lexer.has("assign") ? {type: "assign"} : assign), "ArgRhs"], "postprocess": (d, _l, reject) => N.varAssign(d[0].value, d[1], d[2]) ?? reject},
    {"name": "ArgAsgn", "symbols": [(lexer.has("constlhs") ? {type: "constlhs"} : constlhs), (lexer.has("assign") ? {type: "assign"} : assign), "ArgRhs"], "postprocess": (d, _l, reject) => N.varAssign(d[0].value, d[1], d[2]) ?? reject},
    {"name": "ArgAsgn", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("ident") ? {type: "ident"} : ident), (lexer.has("assign") ? {type: "assign"} : assign), "ArgRhs"], "postprocess": (d) => N.attrAssign(d[0], d[1], d[2], d[3], d[4])},
    {"name": "ArgAsgn", "symbols": ["Primary", (lexer.has("lbrack_idx") ? {type: "lbrack_idx"} : lbrack_idx), "Args", (lexer.has("rbrack") ? {type: "rbrack"} : rbrack), (lexer.has("assign") ? {type: "assign"} : assign), "ArgRhs"], "postprocess": (d, _l, reject) => N.INDEX_ASSIGN_OPS.has(d[4].value) ? N.indexAssign(d[0], d[1], d[2], d[4], d[5]) : reject},
    {"name": "ArgRhs", "symbols": ["Expr"], "postprocess": id},
    {"name": "ArgRhs", "symbols": ["ArgAsgn"], "postprocess": id},
    {"name": "ParenArgs", "symbols": [(lexer.has("parens0") ? {type: "parens0"} : parens0)], "postprocess": () => null},
    {"name": "ParenArgs", "symbols": [(lexer.has("lpc") ? {type: "lpc"} : lpc), "ArgList", (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => d[1]},
    {"name": "ParenArgs", "symbols": [(lexer.has("lpc") ? {type: "lpc"} : lpc), "Command", (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => N.one(d[1])},
    {"name": "Expr", "symbols": ["RangeE"], "postprocess": id},
    {"name": "Expr", "symbols": ["RangeE", (lexer.has("qmark") ? {type: "qmark"} : qmark), "Expr", (lexer.has("colon") ? {type: "colon"} : colon), "Expr"], "postprocess": (d) => N.ternary(d[0], d[1], d[2], d[4])},
    {"name": "Expr", "symbols": [(lexer.has("kw_defined") ? {type: "kw_defined"} : kw_defined), "Expr"], "postprocess": (d) => N.call(null, d[0], N.one(d[1]), false)},
    {"name": "RangeE", "symbols": ["OrOr"], "postprocess": id},
    {"name": "RangeE", "symbols": ["OrOr", (lexer.has("range") ? {type: "range"} : range), "OrOr"], "postprocess": (d) => N.range(d[0], d[1], d[2])},
    {"name": "RangeE", "symbols": ["OrOr", (lexer.has("range") ? {type: "range"} : range)], "postprocess": (d) => N.range(d[0], d[1], null)},
    {"name": "OrOr", "symbols": ["AndAnd"], "postprocess": id},
    {"name": "OrOr", "symbols": ["OrOr", (lexer.has("oror") ? {type: "oror"} : oror), "AndAnd"], "postprocess": (d) => N.logic(d[0], d[1], d[2])},
    {"name": "AndAnd", "symbols": ["Eq"], "postprocess": id},
    {"name": "AndAnd", "symbols": ["AndAnd", (lexer.has("andand") ? {type: "andand"} : andand), "Eq"], "postprocess": (d) => N.logic(d[0], d[1], d[2])},
    {"name": "Eq", "symbols": ["Cmp"], "postprocess": id},
    {"name": "Eq", "symbols": ["Cmp", (lexer.has("eqop") ? {type: "eqop"} : eqop), "Cmp"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "Cmp", "symbols": ["BitOr"], "postprocess": id},
    {"name": "Cmp", "symbols": ["Cmp", (lexer.has("relop") ? {type: "relop"} : relop), "BitOr"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "BitOr", "symbols": ["BitAnd"], "postprocess": id},
    {"name": "BitOr", "symbols": ["BitOr", (lexer.has("bitor") ? {type: "bitor"} : bitor), "BitAnd"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "BitAnd", "symbols": ["Shift"], "postprocess": id},
    {"name": "BitAnd", "symbols": ["BitAnd", (lexer.has("bitand") ? {type: "bitand"} : bitand), "Shift"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "Shift", "symbols": ["Sum"], "postprocess": id},
    {"name": "Shift", "symbols": ["Shift", (lexer.has("shiftop") ? {type: "shiftop"} : shiftop), "Sum"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "Sum", "symbols": ["Prod"], "postprocess": id},
    {"name": "Sum", "symbols": ["Sum", (lexer.has("addop") ? {type: "addop"} : addop), "Prod"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "Prod", "symbols": ["Unary"], "postprocess": id},
    {"name": "Prod", "symbols": ["Prod", (lexer.has("mulop") ? {type: "mulop"} : mulop), "Unary"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "Unary", "symbols": ["Pow"], "postprocess": id},
    {"name": "Unary", "symbols": [(lexer.has("uminus") ? {type: "uminus"} : uminus), "Unary"], "postprocess": (d) => N.neg(d[0], d[1])},
    {"name": "Pow", "symbols": ["Bang"], "postprocess": id},
    {"name": "Pow", "symbols": ["Bang", (lexer.has("pow") ? {type: "pow"} : pow), "Unary"], "postprocess": (d) => N.binop(d[0], d[1], d[2])},
    {"name": "Bang", "symbols": ["Primary"], "postprocess": id},
    {"name": "Bang", "symbols": [(lexer.has("bang") ? {type: "bang"} : bang), "Bang"], "postprocess": (d) => N.not(d[0], d[1])},
    {"name": "Bang", "symbols": [(lexer.has("bang") ? {type: "bang"} : bang), (lexer.has("uminus") ? {type: "uminus"} : uminus), "Bang"], "postprocess": (d) => N.not(d[0], N.neg(d[1], d[2]))},
    {"name": "Bang", "symbols": [(lexer.has("tilde") ? {type: "tilde"} : tilde), "Bang"], "postprocess": (d) => N.unary(d[0], d[1])},
    {"name": "Primary", "symbols": [(lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d) => d[0].value},
    {"name": "Primary", "symbols": [(lexer.has("variable") ? {type: "variable"} : variable)], "postprocess": (d) => d[0].value},
    {"name": "Primary", "symbols": [(lexer.has("lbrack") ? {type: "lbrack"} : lbrack), "Args", (lexer.has("rbrack") ? {type: "rbrack"} : rbrack)], "postprocess": (d) => N.array(d[0], d[1])},
    {"name": "Primary", "symbols": [(lexer.has("lbrack") ? {type: "lbrack"} : lbrack), "Args", (lexer.has("pcomma") ? {type: "pcomma"} : pcomma), "Pairs", (lexer.has("rbrack") ? {type: "rbrack"} : rbrack)], "postprocess": (d) => N.array(d[0], N.argsWithHash(d[1], d[3]))},
    {"name": "Primary", "symbols": [(lexer.has("lbrack") ? {type: "lbrack"} : lbrack), "Pairs", (lexer.has("rbrack") ? {type: "rbrack"} : rbrack)], "postprocess": (d) => N.array(d[0], N.argsWithHash(null, d[1]))},
    {"name": "Primary", "symbols": [(lexer.has("lbrace") ? {type: "lbrace"} : lbrace), "Pairs", (lexer.has("rbrace") ? {type: "rbrace"} : rbrace)], "postprocess": (d) => N.hash(d[0].loc, d[1], true)},
    {"name": "Primary", "symbols": [(lexer.has("langle") ? {type: "langle"} : langle), "Pairs", (lexer.has("rangle") ? {type: "rangle"} : rangle)], "postprocess": (d) => N.hash(d[0].loc, d[1], true)},
    {"name": "Primary", "symbols": [(lexer.has("lparen") ? {type: "lparen"} : lparen), "Stmt", (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => d[1]},
    {"name": "Primary", "symbols": ["Primary", (lexer.has("lbrack_idx") ? {type: "lbrack_idx"} : lbrack_idx), "Args", (lexer.has("rbrack") ? {type: "rbrack"} : rbrack)], "postprocess": (d) => N.index(d[0], d[1], d[2])},
    {"name": "Primary", "symbols": ["CallP"], "postprocess": id},
    {"name": "Primary", "symbols": ["CallP", "BraceBlock"], "postprocess": (d) => N.withBlock(d[0], d[1])},
    {"name": "Primary", "symbols": ["CallP", "DoArgBlock"], "postprocess": (d) => N.withBlock(d[0], d[1])},
    {"name": "Primary", "symbols": ["For"], "postprocess": id},
    {"name": "Primary", "symbols": ["If"], "postprocess": id},
    {"name": "Primary", "symbols": ["While"], "postprocess": id},
    {"name": "Primary", "symbols": ["Def"], "postprocess": id},
    {"name": "Primary", "symbols": ["Case"], "postprocess": id},
    {"name": "Primary", "symbols": ["ClassDef"], "postprocess": id},
    {"name": "Primary", "symbols": ["Lambda"], "postprocess": id},
    {"name": "Primary", "symbols": [(lexer.has("colon2") ? {type: "colon2"} : colon2), (lexer.has("lit") ? {type: "lit"} : lit)], "postprocess": (d, _l, reject) => N.topConst(d[0], d[1].value) ?? reject},
    {"name": "Primary", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("lparen") ? {type: "lparen"} : lparen), (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => N.callCall(d[0], d[1], null)},
    {"name": "Primary", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("lparen") ? {type: "lparen"} : lparen), "ArgList", (lexer.has("rparen") ? {type: "rparen"} : rparen)], "postprocess": (d) => N.callCall(d[0], d[1], d[3])},
    {"name": "Primary", "symbols": ["Begin"], "postprocess": id},
    {"name": "CallP", "symbols": [(lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.ident(d[0])},
    {"name": "CallP", "symbols": [(lexer.has("cname") ? {type: "cname"} : cname), "ParenArgs"], "postprocess": (d) => N.call(null, d[0], d[1], true)},
    {"name": "CallP", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("ident") ? {type: "ident"} : ident)], "postprocess": (d) => N.call(d[0], d[2], null, false, d[1])},
    {"name": "CallP", "symbols": ["Primary", (lexer.has("dot") ? {type: "dot"} : dot), (lexer.has("cname") ? {type: "cname"} : cname), "ParenArgs"], "postprocess": (d) => N.call(d[0], d[2], d[3], true, d[1])}
  ],
  ParserStart: "Stmt",
};

export default grammar;
