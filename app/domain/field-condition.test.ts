import { describe, expect, it } from "vitest";
import { compare, evaluateCondition, evaluateExpression, type Operator, operatorOf } from "./field-condition.ts";

const values = {
  goal: 0,
  price: 325000,
  budget: "400000",
  bedrooms: "3",
  minBedrooms: 2,
  city: "Sint-Pieters-Leeuw",
  remark: "Graag een bezoek op zaterdag",
  blank: "   ",
  nothing: null,
  unset: undefined,
  types: [1, 2],
  noTypes: [],
  newsletter: true,
  consent: "false",
  zero: 0,
  nan: Number.NaN,
  object: { a: 1 },
  date: "2024-03-05",
  later: "2024-12-31",
};

describe("operatorOf", () => {
  it.each([
    ["equals", "equals"],
    ["EQUALS", "equals"],
    [" notEquals ", "notEquals"],
    ["greaterorequal", "greaterOrEqual"],
    ["in", "in"],
    ["==", "equals"],
    ["=", "equals"],
    ["!=", "notEquals"],
    ["<>", "notEquals"],
    [">", "greaterThan"],
    ["<", "lessThan"],
    [">=", "greaterOrEqual"],
    ["<=", "lessOrEqual"],
    ["like", undefined],
    ["", undefined],
    ["===", undefined],
    [null, undefined],
    [3, undefined],
  ])("%j -> %s", (name, expected) => {
    expect(operatorOf(name)).toBe(expected);
  });
});

describe("compare", () => {
  it.each<[Operator, unknown, unknown, boolean | undefined]>([
    // equals / notEquals
    ["equals", 2, 2, true],
    ["equals", 2, "2", true],
    ["equals", "2.0", 2, true],
    ["equals", 2, 3, false],
    ["equals", "a", "a", true],
    ["equals", "a", "A", false],
    ["equals", "abc", 2, false],
    ["equals", true, "true", true],
    ["equals", true, " TRUE ", true],
    ["equals", false, "true", false],
    ["equals", null, null, true],
    ["equals", undefined, null, true],
    ["equals", null, "", false],
    ["equals", 0, null, false],
    ["equals", [1, 2], [1, 2], true],
    ["equals", [1, 2], ["1", "2"], true],
    ["equals", [1, 2], [2, 1], false],
    ["equals", [1, 2], [1], false],
    ["equals", [1], 1, undefined],
    ["equals", { a: 1 }, { a: 1 }, undefined],
    ["equals", Number.NaN, Number.NaN, undefined],
    ["equals", Number.POSITIVE_INFINITY, 1, undefined],
    ["notEquals", 2, 3, true],
    ["notEquals", 2, "2", false],
    ["notEquals", "abc", 2, true],
    ["notEquals", { a: 1 }, 1, undefined],
    ["notEquals", Number.NaN, 1, undefined],
    // ordering, at every boundary
    ["greaterThan", 3, 2, true],
    ["greaterThan", 2, 2, false],
    ["greaterThan", 1, 2, false],
    ["greaterOrEqual", 2, 2, true],
    ["greaterOrEqual", 1.99, 2, false],
    ["lessThan", 1, 2, true],
    ["lessThan", 2, 2, false],
    ["lessOrEqual", 2, 2, true],
    ["lessOrEqual", 2.01, 2, false],
    ["greaterThan", "10", "9", true],
    ["greaterThan", -1, -2, true],
    ["lessThan", "2024-03-05", "2024-12-31", true],
    ["greaterOrEqual", "2024-03-05", "2024-03-05", true],
    ["greaterThan", "b", "a", undefined],
    ["greaterThan", "2024-03-05", 5, undefined],
    ["greaterThan", null, 1, undefined],
    ["greaterThan", 1, null, undefined],
    ["greaterThan", true, false, undefined],
    ["lessThan", [1], 2, undefined],
    ["lessThan", Number.NaN, 2, undefined],
    // contains
    ["contains", "Graag een bezoek", "bezoek", true],
    ["contains", "Graag een bezoek", "BEZOEK", true],
    ["contains", "Graag een bezoek", "huur", false],
    ["contains", "Prijs 325000", 325, true],
    ["contains", [1, 2], 2, true],
    ["contains", [1, 2], "2", true],
    ["contains", [1, 2], 3, false],
    ["contains", [], 3, false],
    ["contains", 12345, 3, undefined],
    ["contains", "abc", null, undefined],
    ["contains", null, "a", undefined],
    // empty / notEmpty
    ["empty", null, undefined, true],
    ["empty", undefined, undefined, true],
    ["empty", "", undefined, true],
    ["empty", " \n ", undefined, true],
    ["empty", [], undefined, true],
    ["empty", "x", undefined, false],
    ["empty", 0, undefined, false],
    ["empty", false, undefined, false],
    ["empty", [0], undefined, false],
    ["empty", { a: 1 }, undefined, undefined],
    ["empty", Number.NaN, undefined, undefined],
    ["notEmpty", "x", undefined, true],
    ["notEmpty", 0, undefined, true],
    ["notEmpty", "", undefined, false],
    ["notEmpty", { a: 1 }, undefined, undefined],
    // in
    ["in", 1, [1, 2], true],
    ["in", "2", [1, 2], true],
    ["in", 3, [1, 2], false],
    ["in", 2, "1, 2,3", true],
    ["in", 4, "1,2,3", false],
    ["in", "Brussel", "Brussel,Leuven", true],
    ["in", [3, 2], [1, 2], true],
    ["in", [3, 4], [1, 2], false],
    ["in", 1, [], false],
    ["in", 1, 1, undefined],
    ["in", 1, null, undefined],
    ["in", { a: 1 }, [1], undefined],
    ["in", 1, [{ a: 1 }], undefined],
  ])("%s(%j, %j) -> %s", (operator, left, right, expected) => {
    expect(compare(operator, left, right)).toBe(expected);
  });
});

describe("evaluateCondition: simple rules", () => {
  it.each([
    [{ field: "goal", logic: "equals", compareWithValue: 0 }, true],
    [{ field: "goal", logic: "equals", compareWithValue: 1 }, false],
    [{ field: "goal", logic: "notEquals", compareWithValue: 1 }, true],
    [{ field: "price", logic: "lessOrEqual", compareWithField: "budget" }, true],
    [{ field: "price", logic: "greaterThan", compareWithField: "budget" }, false],
    [{ field: "bedrooms", logic: "greaterOrEqual", compareWithField: "minBedrooms" }, true],
    [{ field: "bedrooms", logic: "greaterOrEqual", compareWithField: " minBedrooms ", compareWithValue: 10 }, true],
    [{ field: "bedrooms", logic: "greaterOrEqual", compareWithField: "", compareWithValue: 10 }, false],
    [{ field: "bedrooms", logic: "greaterOrEqual", compareWithField: null, compareWithValue: 3 }, true],
    [{ field: "city", logic: "contains", compareWithValue: "pieters" }, true],
    [{ field: "remark", logic: "notEmpty" }, true],
    [{ field: "blank", logic: "empty" }, true],
    [{ field: "nothing", logic: "empty" }, true],
    [{ field: "unset", logic: "empty" }, true],
    [{ field: "noTypes", logic: "empty" }, true],
    [{ field: "types", logic: "contains", compareWithValue: 2 }, true],
    [{ field: "goal", logic: "in", compareWithValue: [0, 1] }, true],
    [{ field: "goal", logic: "in", compareWithValue: "1,2" }, false],
    [{ field: "newsletter", logic: "equals", compareWithValue: "true" }, true],
    [{ field: "consent", logic: "equals", compareWithValue: false }, true],
    [{ field: "date", logic: "lessThan", compareWithField: "later" }, true],
    [{ field: "goal", logic: "==", compareWithValue: "0" }, true],
    [{ field: "goal", logic: "EQUALS", compareWithValue: 0 }, true],
    // an advanced condition decides alone
    [{ field: "goal", logic: "equals", compareWithValue: 1, advancedCondition: "goal equals 0" }, true],
    [{ field: "goal", logic: "equals", compareWithValue: 0, advancedCondition: "goal equals 1" }, false],
    // a blank advanced condition falls back to the simple rule
    [{ field: "goal", logic: "equals", compareWithValue: 0, advancedCondition: "  " }, true],
    [{ field: "goal", logic: "equals", compareWithValue: 0, advancedCondition: null }, true],
  ])("%j -> %s", (rule, expected) => {
    expect(evaluateCondition(rule, values)).toBe(expected);
  });

  it.each([
    ["an unknown operator", { field: "goal", logic: "like", compareWithValue: 0 }],
    ["no operator", { field: "goal", compareWithValue: 0 }],
    ["a missing field", { field: "missing", logic: "empty" }],
    ["a missing field with notEquals", { field: "missing", logic: "notEquals", compareWithValue: 1 }],
    ["a missing compare field", { field: "goal", logic: "equals", compareWithField: "missing", compareWithValue: 0 }],
    ["no field", { logic: "empty" }],
    ["a blank field", { field: " ", logic: "empty" }],
    ["a numeric field name", { field: 3, logic: "empty" }],
    ["an inherited property", { field: "constructor", logic: "notEmpty" }],
    ["__proto__", { field: "__proto__", logic: "notEmpty" }],
    ["toString", { field: "toString", logic: "notEmpty" }],
    ["bad types", { field: "object", logic: "equals", compareWithValue: 1 }],
    ["NaN", { field: "nan", logic: "notEquals", compareWithValue: 1 }],
    ["text ordering", { field: "city", logic: "greaterThan", compareWithValue: "A" }],
    [
      "an advanced condition that is not text",
      { field: "goal", logic: "equals", compareWithValue: 0, advancedCondition: { and: [] } },
    ],
    [
      "a malformed advanced condition",
      { field: "goal", logic: "equals", compareWithValue: 0, advancedCondition: "goal equals" },
    ],
  ])("%s does not hold", (_name, rule) => {
    expect(evaluateCondition(rule, values)).toBe(false);
  });

  it.each([[null], [undefined], ["goal equals 0"], [42], [[{ field: "goal", logic: "equals", compareWithValue: 0 }]]])(
    "a rule %j that is not an object does not hold",
    (rule) => {
      expect(evaluateCondition(rule, values)).toBe(false);
    },
  );

  it.each([[null], [undefined], ["goal=0"], [[0]]])("values %j that are not a record make it not hold", (record) => {
    expect(evaluateCondition({ field: "goal", logic: "empty" }, record)).toBe(false);
  });

  it("never throws, even on hostile getters", () => {
    const hostile = {
      get goal(): number {
        throw new Error("boom");
      },
    };
    expect(evaluateCondition({ field: "goal", logic: "equals", compareWithValue: 0 }, hostile)).toBe(false);
    expect(evaluateExpression("goal equals 0", hostile)).toBe(false);
    const rule = {
      field: "goal",
      get logic(): string {
        throw new Error("boom");
      },
    };
    expect(evaluateCondition(rule, values)).toBe(false);
  });
});

describe("evaluateExpression", () => {
  it.each([
    ["goal equals 0", true],
    ["goal == 0", true],
    ["goal = 0", true],
    ["goal != 0", false],
    ["goal <> 1", true],
    ["price <= budget", true],
    ["price lessOrEqual budget", true],
    ["price > 325000", false],
    ["price >= 325000", true],
    ["price < 325000.01", true],
    ["bedrooms > -1", true],
    ["city equals 'Sint-Pieters-Leeuw'", true],
    ['city equals "Sint-Pieters-Leeuw"', true],
    ["city contains 'leeuw'", true],
    ["remark contains 'it\\'s'", false],
    ["city equals 'Sint-Pieters-Leeuw' and goal equals 0", true],
    ["city equals 'Brussel' and goal equals 0", false],
    ["city equals 'Brussel' or goal equals 0", true],
    ["city equals 'Brussel' || goal equals 1", false],
    ["goal equals 0 && bedrooms >= 2", true],
    // "and" binds tighter than "or"
    ["goal equals 1 and goal equals 1 or goal equals 0", true],
    ["goal equals 0 or goal equals 1 and goal equals 1", true],
    ["(goal equals 0 or goal equals 1) and goal equals 1", false],
    ["not goal equals 1", true],
    ["! goal equals 0", false],
    ["not (goal equals 0 and price > 1)", false],
    ["not not goal equals 0", true],
    ["remark notEmpty", true],
    ["blank empty", true],
    ["nothing empty and remark notEmpty", true],
    ["goal in [0, 1]", true],
    ["goal in [1, 2]", false],
    ["city in ['Brussel', 'Sint-Pieters-Leeuw']", true],
    ["types contains 2", true],
    ["newsletter equals true", true],
    ["consent equals false", true],
    ["nothing equals null", true],
    ["date < later", true],
    ["date < '2024-03-06'", true],
    ["  goal   EQUALS   0   AND   remark   NOTEMPTY  ", true],
    ["goal equals 0 and (bedrooms >= 2 or types in [5]) and not remark empty", true],
    ["((((goal equals 0))))", true],
  ])("%s -> %s", (expression, expected) => {
    expect(evaluateExpression(expression, values)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["goal", "no operator"],
    ["goal equals", "no operand"],
    ["goal like 0", "an unknown operator"],
    ["goal equals 0 and", "a dangling and"],
    ["or goal equals 0", "a leading or"],
    ["(goal equals 0", "an unclosed bracket"],
    ["goal equals 0)", "an extra bracket"],
    ["goal equals 'open", "an unclosed string"],
    ["goal equals 0 goal equals 0", "two comparisons without and/or"],
    ["goal in [0, 1", "an unclosed list"],
    ["goal in [0, budget]", "a field inside a list"],
    ["goal in []", "an empty list"],
    ["goal equals 0; alert(1)", "an unknown character"],
    ["goal equals 0 and process.exit()", "a call"],
    ["0 equals goal", "a literal on the left"],
    ["'goal' equals 0", "a string on the left"],
    ["and equals 0", "a keyword as field"],
    ["goal equals and", "a keyword as operand"],
    ["missing equals 0", "a missing field"],
    ["goal equals missing", "a missing operand field"],
    ["goal equals 0 or missing equals 0", "a missing field on the untaken side of or"],
    ["goal equals 1 and missing equals 0", "a missing field after a false and"],
    ["not missing equals 0", "a negated missing field"],
    ["object equals 1", "bad types"],
    ["city > 'A'", "text ordering"],
    ["constructor notEmpty", "an inherited property"],
    ["__proto__ notEmpty", "__proto__"],
    [`${"(".repeat(40)}goal equals 0${")".repeat(40)}`, "nesting deeper than 32"],
    [`${"not ".repeat(40)}goal equals 0`, "negation deeper than 32"],
    [`goal equals 0${" or goal equals 0".repeat(200)}`, "text longer than 2000 characters"],
  ])("%s (%s) does not hold", (expression) => {
    expect(evaluateExpression(expression, values)).toBe(false);
  });

  it.each([[null], [undefined], [42], [{ field: "goal" }]])("a non-text expression %j does not hold", (expression) => {
    expect(evaluateExpression(expression, values)).toBe(false);
  });

  it("holds up to the nesting limit", () => {
    expect(evaluateExpression(`${"(".repeat(30)}goal equals 0${")".repeat(30)}`, values)).toBe(true);
  });
});
