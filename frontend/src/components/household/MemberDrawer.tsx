import { Button, Drawer, Flex, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/fetcher';
import {
  saveMealsAway,
  saveMemberPreferences,
  useMemberPreferences,
  type HouseholdMember,
  type MealAway,
  type MemberPreferences,
} from '../../api/household';
import { ALLERGY_CHIPS, CALORIE_GOAL_MAX, CALORIE_GOAL_MIN, DIET_CHIPS } from '../../api/preferences';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import { toast } from '../../toast/toast-store';
import { TagListField } from '../preferences/TagListField';
import { MealsAtHomeGrid } from './MealsAtHomeGrid';

interface MemberDrawerProps {
  member: HouseholdMember | null;
  /** The owner edits a child's rules; anyone edits their own meals at home. */
  canEditRules: boolean;
  onClose: () => void;
}

type Rules = Pick<MemberPreferences, 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients' | 'calorieGoal'>;

/** One member: the meals they eat at home and, for a member without an account, their own diets, allergies and goal. */
export function MemberDrawer({ member, canEditRules, onClose }: MemberDrawerProps) {
  const phone = usePhoneLayout();
  const ownRules = member !== null && !member.hasAccount;
  const { data: saved } = useMemberPreferences(member && ownRules ? member.id : null);
  // What the person changed, over what the member has (the drawer is mounted afresh per member: see its key).
  const [mealsAwayEdit, setMealsAway] = useState<MealAway[] | null>(null);
  const [rulesEdit, setRulesEdit] = useState<Partial<Rules>>({});
  const [saving, setSaving] = useState(false);
  const mealsAway = mealsAwayEdit ?? member?.mealsAway ?? [];
  const rules: Rules | null = saved ? { ...saved, ...rulesEdit } : null;
  const setRules = (next: Rules) => setRulesEdit(next);

  const save = async () => {
    if (!member) return;
    setSaving(true);
    try {
      await saveMealsAway(member.id, mealsAway);
      if (ownRules && canEditRules && rules) await saveMemberPreferences(member.id, rules);
      toast({ title: 'Saved', description: `${member.name}'s meals and preferences are saved.` });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      title={member ? `${member.name}${member.isYou ? ' (you)' : ''}` : ''}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? '85%' : undefined}
      footer={
        <Flex justify="flex-end" gap={8} className="fc-touch-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={save}>
            Save
          </Button>
        </Flex>
      }
    >
      {member && (
        <Flex vertical gap={20}>
          {ownRules &&
            (rules ? (
              <>
                <TagListField
                  label="Allergies"
                  description="Never in a meal they eat."
                  placeholder="e.g. Peanuts"
                  suggestions={ALLERGY_CHIPS}
                  color="red"
                  value={rules.allergies}
                  onChange={(allergies) => canEditRules && setRules({ ...rules, allergies })}
                />
                <TagListField
                  label="Diets"
                  placeholder="e.g. Vegetarian"
                  suggestions={DIET_CHIPS}
                  color="green"
                  value={rules.dietaryRestrictions}
                  onChange={(dietaryRestrictions) => canEditRules && setRules({ ...rules, dietaryRestrictions })}
                />
                <TagListField
                  label="Dislikes"
                  placeholder="e.g. Mushrooms"
                  value={rules.dislikedIngredients}
                  onChange={(dislikedIngredients) => canEditRules && setRules({ ...rules, dislikedIngredients })}
                />
                <Flex vertical gap={4}>
                  <label htmlFor="member-calorie-goal">
                    <Typography.Text strong>Daily calorie goal</Typography.Text>
                  </label>
                  <InputNumber<number>
                    id="member-calorie-goal"
                    min={CALORIE_GOAL_MIN}
                    max={CALORIE_GOAL_MAX}
                    step={50}
                    precision={0}
                    disabled={!canEditRules}
                    value={rules.calorieGoal}
                    onChange={(calorieGoal) => calorieGoal !== null && setRules({ ...rules, calorieGoal })}
                  />
                </Flex>
              </>
            ) : (
              <Skeleton active />
            ))}
          {!ownRules && member.isYou && (
            <Typography.Paragraph type="secondary">Your own goal, diets and allergies are on this page, above.</Typography.Paragraph>
          )}
          <section aria-label="Meals at home">
            <Typography.Title level={5} style={{ marginBottom: 4 }}>
              Meals at home
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              Untick the meals {member.isYou ? 'you are' : `${member.name} is`} away for, like school lunches.
            </Typography.Paragraph>
            <MealsAtHomeGrid mealsAway={mealsAway} onChange={setMealsAway} />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
