import french from 'ra-language-french';
import { mergeMessages } from '../messages';

/**
 * react-admin's own French messages, current for react-admin 5, in the console's words ("e-mail", "téléverser",
 * "Se connecter", "Modifier", "Page introuvable"; docs/glossary.md) and French typography: a narrow no-break
 * space before ; ? ! and between a number and its noun, a no-break space before : and inside « », one apostrophe
 * ('). The pack's stock phrases are rewritten as the console writes: "Voulez-vous vraiment …" (never "Êtes-vous
 * sûr(e)"), "Élément incorrect", "Colonne sans titre 3", no "merci de". A limit stands as a value, as react-admin
 * passes no count to agree with.
 */
export default mergeMessages(french, {
  ra: {
    action: {
      bulk_actions: '%{smart_count}\u202félément sélectionné |||| %{smart_count}\u202féléments sélectionnés',
      edit: 'Modifier',
      update: 'Mettre à jour',
      toggle_theme: 'Basculer entre le mode clair et le mode sombre',
      search_columns: 'Rechercher une colonne',
      expand: 'Développer',
    },
    page: {
      not_found: 'Page introuvable',
      error: "Une erreur s'est produite",
      invite: 'Voulez-vous en créer un\u202f?',
      access_denied: 'Accès refusé',
    },
    input: {
      file: {
        upload_several: 'Déposez les fichiers à téléverser ou cliquez pour les sélectionner.',
        upload_single: 'Déposez le fichier à téléverser ou cliquez pour le sélectionner.',
      },
      image: {
        upload_several: 'Déposez les images à téléverser ou cliquez pour les sélectionner.',
        upload_single: "Déposez l'image à téléverser ou cliquez pour la sélectionner.",
      },
      references: {
        all_missing: 'Les données référencées sont introuvables.',
        many_missing: "Au moins une des références associées n'est plus disponible.",
        single_missing: "La référence associée n'est plus disponible.",
      },
      password: {
        toggle_visible: 'Masquer le mot de passe',
        toggle_hidden: 'Afficher le mot de passe',
      },
    },
    message: {
      about: 'À propos',
      access_denied: "Vous n'avez pas l'autorisation d'ouvrir cette page.",
      are_you_sure: 'Voulez-vous continuer\u202f?',
      authentication_error:
        "Le serveur d'authentification a renvoyé une erreur et vos identifiants n'ont pas pu être vérifiés.",
      bulk_delete_content:
        'Voulez-vous vraiment supprimer cet élément\u202f? |||| Voulez-vous vraiment supprimer ces %{smart_count}\u202féléments\u202f?',
      bulk_update_content:
        'Voulez-vous vraiment modifier cet élément\u202f? |||| Voulez-vous vraiment modifier ces %{smart_count}\u202féléments\u202f?',
      clear_array_input: 'Voulez-vous vraiment vider toute la liste\u202f?',
      delete_content: 'Voulez-vous vraiment supprimer cet élément\u202f?',
      invalid_form: "Le formulaire n'est pas valide. Vérifiez les champs signalés.",
      loading: 'Veuillez patienter',
      not_found: "L'adresse est incorrecte ou le lien que vous avez suivi est rompu.",
      select_all_limit_reached:
        'Il y en a trop pour tout sélectionner\u00a0: la sélection contient les %{max}\u202fpremiers.',
      unsaved_changes:
        'Certaines modifications ne sont pas enregistrées. Voulez-vous vraiment les abandonner\u202f?',
      placeholder_data_warning: "Problème réseau : impossible d'actualiser les données.",
    },
    navigation: {
      no_more_results: "La page %{page} n'existe pas. Essayez la page précédente.",
      page_out_of_boundaries: "La page %{page} n'existe pas",
      page_out_from_end: "C'est la dernière page",
      page_out_from_begin: "C'est la première page",
      page_rows_per_page: 'Lignes par page\u00a0:',
      next: 'Aller à la page suivante',
    },
    sort: {
      sort_by: 'Tri\u00a0: %{field} (%{order})',
    },
    auth: {
      auth_check_error: 'Connectez-vous pour continuer',
      username: "Nom d'utilisateur",
      email: 'E-mail',
      sign_in: 'Se connecter',
      sign_in_error: 'Échec de la connexion. Réessayez.',
      logout: 'Se déconnecter',
    },
    notification: {
      updated: 'Élément mis à jour |||| %{smart_count}\u202féléments mis à jour',
      deleted: 'Élément supprimé |||| %{smart_count}\u202féléments supprimés',
      bad_item: 'Élément incorrect',
      i18n_error: "Les traductions de la langue choisie n'ont pas pu être chargées",
      logged_out: 'Votre session est terminée. Reconnectez-vous.',
      not_authorized: "Vous n'êtes pas autorisé à accéder à cette ressource.",
    },
    validation: {
      required: 'Obligatoire',
      minLength: 'Longueur minimale\u00a0: %{min}',
      maxLength: 'Longueur maximale\u00a0: %{max}',
      minValue: 'Doit être supérieur ou égal à %{min}',
      maxValue: 'Doit être inférieur ou égal à %{max}',
      email: 'Doit être une adresse e-mail valide',
      oneOf: "Doit être l'une des valeurs suivantes\u00a0: %{options}",
      regex: 'Doit respecter le format (expression régulière)\u00a0: %{pattern}',
    },
    saved_queries: {
      label: 'Requêtes enregistrées',
      new_label: 'Enregistrer la requête actuelle…',
      new_dialog_title: 'Enregistrer la requête actuelle sous',
      remove_label: 'Retirer la requête enregistrée',
      remove_label_with_name: 'Retirer la requête «\u00a0%{name}\u00a0»',
      remove_dialog_title: 'Retirer la requête enregistrée\u202f?',
      remove_message: 'Voulez-vous vraiment retirer cette requête de vos requêtes enregistrées\u202f?',
      help: 'Filtrez la liste et enregistrez cette requête pour plus tard',
    },
    configurable: {
      inspector: {
        content: "Survolez les éléments de l'interface pour les configurer",
        reset: 'Réinitialiser les paramètres',
        hideAll: 'Tout masquer',
        showAll: 'Tout afficher',
      },
      Datagrid: {
        unlabeled: 'Colonne sans titre %{column}',
      },
      SimpleForm: {
        unlabeled: 'Champ sans titre %{input}',
      },
      SimpleList: {
        tertiaryText: 'Texte tertiaire',
      },
    },
  },
});
