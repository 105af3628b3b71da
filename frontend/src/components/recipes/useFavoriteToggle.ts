import { useCallback, useState } from 'react';
import { isUnauthorizedError } from '../../api/fetcher';
import { favoriteIdsOf, useAddFavorite, useFavorites, useRemoveFavorite } from '../../api/recipes';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast, type ToastInput } from '../../toast/toast-store';

/** The toasts of an add, which the spec words differently on a result card and in the recipe dialog. */
export interface FavoriteToasts {
  added: ToastInput;
  addFailed: ToastInput;
}

export const REMOVED_TOAST: ToastInput = { title: 'Removed from favorites' };
export const REMOVE_FAILED_TOAST: ToastInput = {
  title: 'Error',
  description: 'Failed to remove from favorites. Please try again.',
  variant: 'destructive',
};

/**
 * The favourite button's state and toggle, wherever it appears: a recipe is a favourite when the
 * favourites list holds it; a click adds it or, when it is one, removes it. A recipe being changed is
 * pending (its button busy) until the list is read again.
 */
export function useFavoriteToggle(toasts: FavoriteToasts) {
  const favorites = useFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const ids = favoriteIdsOf(favorites.data);

  const toggle = useCallback(
    async (recipeId: number) => {
      const wasFavorite = ids.has(recipeId);
      setPending((prev) => new Set(prev).add(recipeId));
      try {
        if (wasFavorite) await remove(recipeId);
        else await add(recipeId);
        toast(wasFavorite ? REMOVED_TOAST : toasts.added);
      } catch (error) {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else toast(wasFavorite ? REMOVE_FAILED_TOAST : toasts.addFailed);
      } finally {
        setPending((prev) => {
          const next = new Set(prev);
          next.delete(recipeId);
          return next;
        });
      }
    },
    [ids, add, remove, toasts],
  );

  return {
    favorites,
    isFavorite: (recipeId: number) => ids.has(recipeId),
    isPending: (recipeId: number) => pending.has(recipeId),
    toggle,
  };
}
