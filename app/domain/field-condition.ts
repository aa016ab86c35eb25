// Field conditions (SPEC.md section 3 "field-condition rule (field, logic, advancedCondition,
// compareWithField, compareWithValue)"; section 5: "evaluated as expressions; any failure means not
// holding"). The original site ran them through the JavaScript evaluator; the strict Content Security
// Policy forbids eval and new Function, so this module reads a small grammar of its own instead.
// Every failure (unknown operator, missing field, values that cannot be compared, a syntax error)
// makes the whole condition not hold: the functions return false and never throw.

export const OPERATORS = [
  "equals",
  "notEquals",
  "greaterThan",
  "lessThan",
  "greaterOrEqual",
  "lessOrEqual",
  "contains",
  "empty",
  "notEmpty",
  "in",
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface FieldCondition {
  /** The field whose value is tested. */
  field?: string;
  /** The operator, one of OPERATORS (any case) or its symbol (==, !=, >, <, >=, <=). */
  logic?: string;
  /** An expression (see evaluateExpression); when not blank it decides alone and the other parts are ignored. */
  advancedCondition?: string | null;
  /** Compare with this field's value; takes precedence over compareWithValue when not blank. */
  compareWithField?: string | null;
  /** Compare with this fixed value (for "in": an array, or comma-separated text). */
  compareWithValue?: unknown;
}

/** The form's or record's values by field name. */
export type FieldValues = Readonly<Record<string, unknown>>;

/** The longest expression read; longer text is refused rather than parsed. */
const MAX_EXPRESSION_LENGTH = 2000;
/** Deepest nesting of brackets and "not"; deeper expressions are refused (no stack exhaustion). */
const MAX_DEPTH = 32;

/** `undefined` marks a failure: the comparison could not be made, so nothing holds. */
type Outcome = boolean | undefined;

const SYMBOLS: Readonly<Record<string, Operator>> = {
  "==": "equals",
  "=": "equals",
  "!=": "notEquals",
  "<>": "notEquals",
  ">": "greaterThan",
  "<": "lessThan",
  ">=": "greaterOrEqual",
  "<=": "lessOrEqual",
};

/** "equals", "EQUALS", "==" -> "equals"; anything else -> undefined. */
export function operatorOf(name: unknown): Operator | undefined {
  if (typeof name !== "string") return undefined;
  const text = name.trim();
  const symbol = SYMBOLS[text];
  if (symbol !== undefined) return symbol;
  const lower = text.toLowerCase();
  return OPERATORS.find((operator) => operator.toLowerCase() === lower);
}

/**
 * Whether a rule holds for the given values. With a non-blank `advancedCondition` the expression
 * decides (evaluateExpression); otherwise `field` is compared by `logic` with `compareWithField`'s
 * value, or else with `compareWithValue`. A rule that is not an object, names a field the values do not
 * have, or uses an unknown operator does not hold.
 */
export function evaluateCondition(rule: unknown, values: unknown): boolean {
  try {
    if (!isRecord(rule) || !isRecord(values)) return false;
    const advanced = rule.advancedCondition;
    if (advanced === undefined || advanced === null) return simpleRule(rule, values);
    if (typeof advanced !== "string") return false;
    return advanced.trim() === "" ? simpleRule(rule, values) : evaluateExpression(advanced, values);
  } catch {
    return false;
  }
}

function simpleRule(rule: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>): boolean {
  const operator = operatorOf(rule.logic);
  if (operator === undefined || typeof rule.field !== "string") return false;
  const left = fieldValue(values, rule.field.trim());
  if (left === MISSING) return false;
  const otherField = rule.compareWithField;
  let right: unknown = rule.compareWithValue;
  if (typeof otherField === "string" && otherField.trim() !== "") {
    right = fieldValue(values, otherField.trim());
    if (right === MISSING) return false;
  }
  return compare(operator, left, right) === true;
}

/**
 * Whether an expression holds for the given values. Grammar (keywords and operator names in any case):
 *
 *     expression := term (("or" | "||") term)*
 *     term       := factor (("and" | "&&") factor)*
 *     factor     := ("not" | "!") factor | "(" expression ")" | comparison
 *     comparison := field operator operand | field ("empty" | "notEmpty")
 *     operand    := number | 'text' | "text" | true | false | null | field | "[" literal ("," literal)* "]"
 *
 * A bare name as operand is another field ("price lessOrEqual budget"); text must be quoted.
 * Field names are letters, digits, "_", "." and "-", starting with a letter or "_".
 * Example: `goal equals 0 and (bedrooms >= 2 or type in [1, 2]) and not remark empty`.
 * Every comparison is evaluated (no short-circuit), so a failure anywhere — a missing field on the
 * untaken side of an "or" included — makes the whole expression false, whatever the operand order.
 */
export function evaluateExpression(expression: unknown, values: unknown): boolean {
  try {
    if (typeof expression !== "string" || expression.length > MAX_EXPRESSION_LENGTH || !isRecord(values)) return false;
    const tokens = tokenize(expression);
    if (tokens === undefined) return false;
    const tree = parse(tokens);
    if (tree === undefined) return false;
    return evaluate(tree, values) === true;
  } catch {
    return false;
  }
}

/**
 * One comparison: `left operator right`; true, false, or undefined when it cannot be made (values of
 * kinds the operator does not compare, such as objects, NaN, or text with greaterThan).
 * - equals / notEquals: numbers and numeric text compare as numbers ("2" equals 2), booleans and
 *   "true"/"false" as booleans, anything else as exact text; null only equals null (or undefined);
 *   two arrays are equal element by element.
 * - greaterThan, lessThan, greaterOrEqual, lessOrEqual: numbers or numeric text, or two ISO dates
 *   ("2024-03-05").
 * - contains: text contains text, ignoring case; an array (a multiple choice) contains an equal element.
 * - empty / notEmpty: null, undefined, blank text and an empty array are empty; numbers and booleans
 *   (0 and false included) are not. The right side is ignored.
 * - in: the left value equals one element of the right side (an array, or comma-separated text);
 *   for an array on the left, any of its elements.
 */
export function compare(operator: Operator, left: unknown, right: unknown): Outcome {
  switch (operator) {
    case "equals":
      return equal(left, right);
    case "notEquals":
      return negate(equal(left, right));
    case "greaterThan":
      return order(left, right, (difference) => difference > 0);
    case "lessThan":
      return order(left, right, (difference) => difference < 0);
    case "greaterOrEqual":
      return order(left, right, (difference) => difference >= 0);
    case "lessOrEqual":
      return order(left, right, (difference) => difference <= 0);
    case "contains":
      return contains(left, right);
    case "empty":
      return isEmpty(left);
    case "notEmpty":
      return negate(isEmpty(left));
    case "in":
      return within(left, right);
  }
}

// --- values ---------------------------------------------------------------------------------------

const MISSING: unique symbol = Symbol("missing field");

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Own properties only: "constructor" or "__proto__" never reach into the prototype chain. */
function fieldValue(values: Readonly<Record<string, unknown>>, name: string): unknown {
  return name !== "" && Object.hasOwn(values, name) ? values[name] : MISSING;
}

type Scalar = string | number | boolean | null;

function scalar(value: unknown): Scalar | typeof MISSING {
  if (value === undefined || value === null) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : MISSING;
  if (typeof value === "string" || typeof value === "boolean") return value;
  return MISSING;
}

function numeric(value: Scalar): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (!/^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

function booleanOf(value: Scalar): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return undefined;
  const text = value.trim().toLowerCase();
  return text === "true" ? true : text === "false" ? false : undefined;
}

function negate(outcome: Outcome): Outcome {
  return outcome === undefined ? undefined : !outcome;
}

function equal(left: unknown, right: unknown): Outcome {
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right)) return undefined;
    if (left.length !== right.length) return false;
    let same = true;
    for (let index = 0; index < left.length; index += 1) {
      const outcome = equalScalars(left[index], right[index]);
      if (outcome === undefined) return undefined;
      same &&= outcome;
    }
    return same;
  }
  return equalScalars(left, right);
}

function equalScalars(leftValue: unknown, rightValue: unknown): Outcome {
  const left = scalar(leftValue);
  const right = scalar(rightValue);
  if (left === MISSING || right === MISSING) return undefined;
  if (left === null || right === null) return left === right;
  const leftNumber = numeric(left);
  const rightNumber = numeric(right);
  if (leftNumber !== undefined && rightNumber !== undefined) return leftNumber === rightNumber;
  const leftBoolean = booleanOf(left);
  const rightBoolean = booleanOf(right);
  if (leftBoolean !== undefined && rightBoolean !== undefined) return leftBoolean === rightBoolean;
  return String(left) === String(right);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function order(leftValue: unknown, rightValue: unknown, holds: (difference: number) => boolean): Outcome {
  const left = scalar(leftValue);
  const right = scalar(rightValue);
  if (left === MISSING || right === MISSING || left === null || right === null) return undefined;
  const leftNumber = numeric(left);
  const rightNumber = numeric(right);
  if (leftNumber !== undefined && rightNumber !== undefined) return holds(leftNumber - rightNumber);
  if (
    typeof left === "string" &&
    typeof right === "string" &&
    ISO_DATE.test(left.trim()) &&
    ISO_DATE.test(right.trim())
  ) {
    const a = left.trim();
    const b = right.trim();
    return holds(a < b ? -1 : a > b ? 1 : 0);
  }
  return undefined;
}

function contains(left: unknown, rightValue: unknown): Outcome {
  if (Array.isArray(left)) return anyEqual(left, [rightValue]);
  const right = scalar(rightValue);
  if (typeof left !== "string" || right === MISSING || right === null) return undefined;
  return left.toLowerCase().includes(String(right).toLowerCase());
}

function isEmpty(value: unknown): Outcome {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "number") return Number.isNaN(value) ? undefined : false;
  if (typeof value === "boolean") return false;
  return undefined;
}

function within(left: unknown, right: unknown): Outcome {
  let list: readonly unknown[];
  if (Array.isArray(right)) list = right;
  else if (typeof right === "string") list = right.split(",").map((item) => item.trim());
  else return undefined;
  return anyEqual(Array.isArray(left) ? left : [left], list);
}

/** Whether any value equals any candidate; a failure on any pair fails the whole test. */
function anyEqual(values: readonly unknown[], candidates: readonly unknown[]): Outcome {
  let found = false;
  for (const value of values) {
    for (const candidate of candidates) {
      const outcome = equalScalars(value, candidate);
      if (outcome === undefined) return undefined;
      found ||= outcome;
    }
  }
  return found;
}

// --- expressions ----------------------------------------------------------------------------------

type Token =
  | { type: "name"; text: string }
  | { type: "string"; value: string }
  | { type: "number"; value: number }
  | { type: "symbol"; text: string };

type Operand =
  | { type: "literal"; value: Scalar }
  | { type: "field"; name: string }
  | { type: "list"; values: Scalar[] };

type Node =
  | { type: "and" | "or"; left: Node; right: Node }
  | { type: "not"; operand: Node }
  | { type: "compare"; field: string; operator: Operator; operand: Operand | undefined };

const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*/;
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)/;
const PUNCTUATION = ["==", "!=", "<>", ">=", "<=", "&&", "||", ">", "<", "=", "!", "(", ")", "[", "]", ","];

/** The expression's tokens, or undefined on a character the grammar does not know or an unclosed string. */
function tokenize(source: string): Token[] | undefined {
  const tokens: Token[] = [];
  let rest = source;
  while (true) {
    rest = rest.replace(/^\s+/, "");
    if (rest === "") return tokens;
    const first = rest.charAt(0);
    if (first === "'" || first === '"') {
      const read = readString(rest, first);
      if (read === undefined) return undefined;
      tokens.push({ type: "string", value: read.value });
      rest = rest.slice(read.length);
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number !== null) {
      tokens.push({ type: "number", value: Number(number[0]) });
      rest = rest.slice(number[0].length);
      continue;
    }
    const name = NAME.exec(rest);
    if (name !== null) {
      tokens.push({ type: "name", text: name[0] });
      rest = rest.slice(name[0].length);
      continue;
    }
    const symbol = PUNCTUATION.find((candidate) => rest.startsWith(candidate));
    if (symbol === undefined) return undefined;
    tokens.push({ type: "symbol", text: symbol });
    rest = rest.slice(symbol.length);
  }
}

/** A quoted string from the start of `text`; a backslash takes the next character literally. */
function readString(text: string, quote: string): { value: string; length: number } | undefined {
  let value = "";
  for (let index = 1; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === quote) return { value, length: index + 1 };
    if (char === "\\") {
      index += 1;
      if (index >= text.length) return undefined;
      value += text.charAt(index);
    } else value += char;
  }
  return undefined;
}

class ParseError extends Error {}

/** The whole expression as a tree, or undefined when it is empty, malformed or nested too deeply. */
function parse(tokens: readonly Token[]): Node | undefined {
  let position = 0;

  function next(): Token {
    const token = tokens[position];
    if (token === undefined) throw new ParseError("unexpected end");
    position += 1;
    return token;
  }

  /** Consumes the next token when it is the keyword (a name, any case) or one of the symbols. */
  function accept(keyword: string | undefined, ...symbols: string[]): boolean {
    const token = tokens[position];
    const matches =
      token !== undefined &&
      ((token.type === "name" && token.text.toLowerCase() === keyword) ||
        (token.type === "symbol" && symbols.includes(token.text)));
    if (matches) position += 1;
    return matches;
  }

  function expression(depth: number): Node {
    let left = term(depth);
    while (accept("or", "||")) left = { type: "or", left, right: term(depth) };
    return left;
  }

  function term(depth: number): Node {
    let left = factor(depth);
    while (accept("and", "&&")) left = { type: "and", left, right: factor(depth) };
    return left;
  }

  function factor(depth: number): Node {
    if (depth > MAX_DEPTH) throw new ParseError("nested too deeply");
    if (accept("not", "!")) return { type: "not", operand: factor(depth + 1) };
    if (accept(undefined, "(")) {
      const inner = expression(depth + 1);
      if (!accept(undefined, ")")) throw new ParseError("missing )");
      return inner;
    }
    return comparison();
  }

  function comparison(): Node {
    const field = next();
    if (field.type !== "name" || isKeyword(field.text)) throw new ParseError("field name expected");
    const token = next();
    const operator = token.type === "name" || token.type === "symbol" ? operatorOf(token.text) : undefined;
    if (operator === undefined) throw new ParseError("operator expected");
    if (operator === "empty" || operator === "notEmpty")
      return { type: "compare", field: field.text, operator, operand: undefined };
    return { type: "compare", field: field.text, operator, operand: operand() };
  }

  function operand(): Operand {
    const token = next();
    if (token.type === "symbol" && token.text === "[") {
      const values: Scalar[] = [literal(next())];
      while (accept(undefined, ",")) values.push(literal(next()));
      if (!accept(undefined, "]")) throw new ParseError("missing ]");
      return { type: "list", values };
    }
    if (token.type === "name" && !isLiteralName(token.text)) {
      if (isKeyword(token.text)) throw new ParseError("operand expected");
      return { type: "field", name: token.text };
    }
    return { type: "literal", value: literal(token) };
  }

  function literal(token: Token): Scalar {
    if (token.type === "string" || token.type === "number") return token.value;
    if (token.type === "name" && isLiteralName(token.text)) {
      const lower = token.text.toLowerCase();
      return lower === "true" ? true : lower === "false" ? false : null;
    }
    throw new ParseError("literal expected");
  }

  try {
    const tree = expression(0);
    return position === tokens.length ? tree : undefined;
  } catch (error) {
    if (error instanceof ParseError) return undefined;
    throw error;
  }
}

function isKeyword(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === "and" || lower === "or" || lower === "not";
}

function isLiteralName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === "true" || lower === "false" || lower === "null";
}

function evaluate(node: Node, values: Readonly<Record<string, unknown>>): Outcome {
  switch (node.type) {
    case "and":
    case "or": {
      // Both sides always run, so a failure on either side is never hidden by short-circuiting.
      const left = evaluate(node.left, values);
      const right = evaluate(node.right, values);
      if (left === undefined || right === undefined) return undefined;
      return node.type === "and" ? left && right : left || right;
    }
    case "not":
      return negate(evaluate(node.operand, values));
    case "compare": {
      const left = fieldValue(values, node.field);
      const right = operandValue(node.operand, values);
      if (left === MISSING || right === MISSING) return undefined;
      return compare(node.operator, left, right);
    }
  }
}

function operandValue(operand: Operand | undefined, values: Readonly<Record<string, unknown>>): unknown {
  if (operand === undefined) return undefined;
  if (operand.type === "literal") return operand.value;
  if (operand.type === "list") return operand.values;
  return fieldValue(values, operand.name);
}
