/** A map of configuration flags, keyed by field, subsection or menu name. */
export type ConfigurationFlagMap = Readonly<Record<string, boolean | null | undefined>>;

/** Form configuration flags that switch form parts on or off per role or organisation (spec §3). */
export type FormConfiguration = {
  hr?: ConfigurationFlagMap | null;
  fields?: ConfigurationFlagMap | null;
  subsections?: ConfigurationFlagMap | null;
  required?: ConfigurationFlagMap | null;
  menus?: ConfigurationFlagMap | null;
  text?: Readonly<Record<string, unknown>> | null;
};

// Decision: a field is visible unless its `fields` flag is explicitly false, so a missing configuration
// shows the whole form.
/** True when the configuration does not switch the field off. */
export function isFieldVisible(config: FormConfiguration | null | undefined, fieldKey: string): boolean {
  return config?.fields?.[fieldKey] !== false;
}

// Decision: a field is required only when its `required` flag is exactly true and it is visible,
// because a hidden field cannot be filled in.
/** True when the configuration marks the field required and it is shown. */
export function isFieldRequired(config: FormConfiguration | null | undefined, fieldKey: string): boolean {
  return config?.required?.[fieldKey] === true && isFieldVisible(config, fieldKey);
}
