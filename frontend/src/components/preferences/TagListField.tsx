import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { addTag, removeTag } from './tag-list';
import { apiLimits } from '../../api/schema';

interface TagListFieldProps {
  label: string;
  description?: string;
  placeholder: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Quick-add chips shown under the input. */
  suggestions?: readonly string[];
  color?: string;
}

/** One editable list of tags: type and press Enter or Add, click a chip, or close a tag to remove it. */
export function TagListField({ label, description, placeholder, value, onChange, suggestions = [], color }: TagListFieldProps) {
  const [draft, setDraft] = useState('');
  const inputId = `tag-input-${label.replace(/\W+/g, '-').toLowerCase()}`;

  const commit = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const unused = suggestions.filter((s) => !value.some((t) => t.toLowerCase() === s.toLowerCase()));

  return (
    <section className="fc-tag-field" aria-label={label}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        <label htmlFor={inputId}>{label}</label>
      </Typography.Title>
      {description && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {description}
        </Typography.Paragraph>
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={inputId}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={apiLimits.SavePreferencesDto.allergies.itemMaxLength}
        />
        <Button icon={<PlusOutlined />} onClick={commit} aria-label={`Add to ${label}`}>
          Add
        </Button>
      </Space.Compact>
      {value.length > 0 && (
        <Flex wrap gap={6} style={{ marginTop: 10 }} role="list" aria-label={`${label} chosen`}>
          {value.map((tag) => (
            <Tag
              key={tag}
              color={color}
              closable
              onClose={(e) => {
                e.preventDefault();
                onChange(removeTag(value, tag));
              }}
              role="listitem"
              closeIcon={<span aria-label={`Remove ${tag}`}>×</span>}
            >
              {tag}
            </Tag>
          ))}
        </Flex>
      )}
      {unused.length > 0 && (
        <Flex wrap gap={6} align="center" style={{ marginTop: 10 }}>
          <Typography.Text type="secondary">Quick add:</Typography.Text>
          {unused.map((suggestion) => (
            <Button key={suggestion} size="small" shape="round" onClick={() => onChange(addTag(value, suggestion))}>
              + {suggestion}
            </Button>
          ))}
        </Flex>
      )}
    </section>
  );
}
