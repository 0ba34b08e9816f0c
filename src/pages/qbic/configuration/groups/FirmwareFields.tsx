import { useTranslate } from 'react-admin';
import { FileUploadInput } from '../../../../components/FileUploadInput';
import { ChoiceField } from './ChoiceField';
import type { GroupProps } from './groupProps';
import { TextSetting } from './TextSetting';

/** Firmware by XML URL or by a .zip file. */
export const FirmwareFields = (props: GroupProps) => {
  const translate = useTranslate();
  const { form, update, disabled, errorOf } = props;
  return (
    <>
      <ChoiceField
        name="firmwareSource"
        value={form.firmwareSource}
        choices={['xml', 'file'] as const}
        onChange={(firmwareSource) => update({ firmwareSource })}
        disabled={disabled}
      />
      {form.firmwareSource === 'xml' ? (
        <TextSetting {...props} field="firmwareXmlPath" type="url" />
      ) : (
        <FileUploadInput
          name="firmwareFile"
          accept={['.zip']}
          file={form.firmwareFile}
          onChange={(firmwareFile) => update({ firmwareFile })}
          label={translate('dm.qbicConfig.fields.firmwareFile')}
          disabled={disabled}
          error={errorOf('firmwareFile').helperText}
        />
      )}
    </>
  );
};
