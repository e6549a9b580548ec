/** The spec writes placeholders as `{name}`; i18next reads `{{name}}`. Typed so `t` asks for each value. */
export type ToI18nextPlaceholders<Text extends string> =
  Text extends `${infer Before}{${infer Name}}${infer After}`
    ? `${Before}{{${Name}}}${ToI18nextPlaceholders<After>}`
    : Text;

export function toI18nextPlaceholders<Text extends string>(text: Text): ToI18nextPlaceholders<Text> {
  return text.replace(/\{(\w+)\}/g, '{{$1}}') as ToI18nextPlaceholders<Text>;
}
