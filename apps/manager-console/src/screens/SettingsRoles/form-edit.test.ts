import { describe, expect, it } from 'vitest';
import { checkForm, targetOfPath } from './form-checks.ts';
import { addField, addStep, keyFromLabel, updateField } from './form-edit.ts';
import { readForm, writeForm } from './form-model.ts';
import { readTranslations, writeTranslations } from './form-translations.ts';

const start = () => addStep(readForm({ sections: [] }), 'About you');

describe('the form builder’s changes', () => {
  it('makes keys from labels that the schema accepts', () => {
    expect(keyFromLabel('Why this firm?')).toBe('whyThisFirm');
    expect(keyFromLabel('2nd choice')).toBe('question2ndChoice');
    expect(keyFromLabel('???')).toBe('question');
  });

  it('keeps keys unique across the form, and a new key follows its label until edited', () => {
    let form = start();
    const step = form.sections[0]?.uid ?? '';
    form = addField(form, step, 'text', 'Email').form;
    const second = addField(form, step, 'text', 'Email');
    expect(second.field.key).toBe('email2');
    form = updateField(second.form, second.field.uid, { label: 'Email again' });
    expect(form.sections[0]?.fields[1]?.key).toBe('emailAgain');
    form = updateField(form, second.field.uid, { key: 'email' });
    expect(checkForm(form)).toEqual({ [`${second.field.uid}.key`]: 'duplicateKey' });
  });

  it('asks for options on option types and drops flags of removed questions', () => {
    const form = readForm({
      sections: [{ key: 's', fields: [{ key: 'office', label: 'Office', type: 'dropdown', options: [] }] }],
      fields: { office: false, cv: false },
      required: { gone: true },
    });
    const uid = form.sections[0]?.fields[0]?.uid ?? '';
    expect(checkForm(form)).toEqual({ [`${uid}.options`]: 'optionsRequired' });
    expect(writeForm(form)).toMatchObject({ fields: { office: false, cv: false }, required: { gone: true } });
    const renamed = updateField(form, uid, { key: 'site', visible: true });
    expect(writeForm(renamed)).toMatchObject({ fields: { cv: false } });
  });

  it('places a server message on the question its path names', () => {
    const form = readForm({
      sections: [
        {
          key: 's',
          fields: [
            { key: 'a', label: 'A', type: 'text' },
            { key: 'b', label: 'B', type: 'text' },
          ],
        },
      ],
    });
    const uid = form.sections[0]?.fields[1]?.uid;
    expect(targetOfPath('formConfiguration.sections.0.fields.1.key', form)).toBe(`${uid}.key`);
    expect(targetOfPath('formConfiguration.sections.0.fields.1.maxWords', form)).toBe(`${uid}.limit`);
    expect(targetOfPath('name', form)).toBeNull();
  });

  it('writes every language with the same keys and its own texts', () => {
    const json = {
      cy: {
        sections: [{ key: 's', title: 'Amdanoch chi', fields: [{ key: 'a', label: 'Enw', type: 'text' }] }],
      },
    };
    const form = readForm({
      sections: [
        {
          key: 's',
          title: 'About you',
          fields: [{ key: 'a', label: 'Name', type: 'text', helperText: 'As on your passport' }],
        },
      ],
    });
    const written = writeTranslations(form, readTranslations(json, form));
    expect(written.cy?.sections?.[0]).toMatchObject({
      key: 's',
      title: 'Amdanoch chi',
      fields: [{ key: 'a', label: 'Enw', helperText: 'As on your passport' }],
    });
  });
});
