import { AppleOutlined, BookOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';

/** 'Add to {meal} - {weekday}': choose a recipe or a single food (spec §2). */
export function AddToSlotChooser({
  open,
  meal,
  weekday,
  onRecipe,
  onFood,
  onCancel,
}: {
  open: boolean;
  meal: string;
  weekday: string;
  onRecipe: () => void;
  onFood: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} title={`Add to ${meal} - ${weekday}`} onCancel={onCancel} footer={null} width={420}>
      <Typography.Paragraph type="secondary">Choose to add a recipe or individual food item</Typography.Paragraph>
      <Flex gap={12}>
        <Button block size="large" icon={<BookOutlined />} onClick={onRecipe}>
          Add Recipe
        </Button>
        <Button block size="large" icon={<AppleOutlined />} onClick={onFood}>
          Add Food
        </Button>
      </Flex>
    </Modal>
  );
}
