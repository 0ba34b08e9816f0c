import { ChoiceField } from './ChoiceField';
import type { GroupProps } from './groupProps';
import { SourceFields } from './SourceFields';
import { TextSetting } from './TextSetting';

/** Content type: a website URL, or the app by upgrade XML URL or .apk file. */
export const ContentFields = (props: GroupProps) => (
  <>
    <ChoiceField
      name="contentType"
      value={props.form.contentType}
      choices={['app', 'website'] as const}
      onChange={(contentType) => props.update({ contentType })}
      disabled={props.disabled}
    />
    {props.form.contentType === 'website' ? (
      <TextSetting {...props} field="contentUrl" type="url" />
    ) : (
      <SourceFields
        {...props}
        choice="appPushType"
        urlField="appUpgradeUrl"
        fileField="appFile"
        accept=".apk"
      />
    )}
  </>
);
