//! Prompts and resources as MCP shows them: the listings and answers of `prompts/*` and
//! `resources/*`, made from `boundary::prompts` and `boundary::resources`.

use std::collections::BTreeMap;

use rmcp::model::{
    GetPromptResult, ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult, Prompt,
    PromptArgument, PromptMessage, ReadResourceResult, Resource, ResourceContents,
    ResourceTemplate, Role,
};
use rmcp::ErrorData;

use super::Served;
use crate::boundary::prompts;
use crate::boundary::resources::{self, ReadError};
use crate::session::SessionStore;

pub fn list_prompts(served: &Served) -> ListPromptsResult {
    let prompts = prompts::offered(served.names())
        .map(|prompt| {
            let arguments = prompt
                .arguments
                .iter()
                .map(|argument| {
                    PromptArgument::new(argument.name)
                        .with_description(argument.description)
                        .with_required(argument.required)
                })
                .collect();
            Prompt::new(prompt.name, Some(prompt.description), Some(arguments))
                .with_title(prompt.title)
        })
        .collect();
    ListPromptsResult::with_all_items(prompts)
}

pub fn get_prompt(
    served: &Served,
    name: &str,
    arguments: Option<serde_json::Map<String, serde_json::Value>>,
) -> Result<GetPromptResult, ErrorData> {
    let arguments: BTreeMap<String, serde_json::Value> =
        arguments.unwrap_or_default().into_iter().collect();
    let (description, text) = prompts::get(served.names(), name, &arguments).map_err(|error| {
        ErrorData::invalid_params(format!("invalid params: params.{error}"), None)
    })?;
    let mut result = GetPromptResult::new(vec![PromptMessage::new_text(Role::User, text)]);
    result.description = Some(description.to_owned());
    Ok(result)
}

pub fn list_resources() -> ListResourcesResult {
    let documents = resources::DOCUMENTS
        .iter()
        .map(|document| {
            Resource::new(document.uri, document.name)
                .with_title(document.title)
                .with_description(document.description)
                .with_mime_type(document.mime_type)
        })
        .collect();
    ListResourcesResult::with_all_items(documents)
}

pub fn list_resource_templates() -> ListResourceTemplatesResult {
    let session = ResourceTemplate::new(resources::SESSION_TEMPLATE, "session")
        .with_title("A session's history")
        .with_description("What the calls that named this sessionId recorded: claims and statuses, verdicts, attempts, evidence excerpts, unresolved assumptions, carried contradictions. Read-only; your own sessions only.")
        .with_mime_type("application/json");
    ListResourceTemplatesResult::with_all_items(vec![session])
}

pub fn read_resource(uri: &str, store: &SessionStore) -> Result<ReadResourceResult, ErrorData> {
    match resources::read(uri, store) {
        Ok((mime_type, text)) => Ok(ReadResourceResult::new(vec![ResourceContents::text(
            text, uri,
        )
        .with_mime_type(mime_type)])),
        Err(ReadError::Invalid(message)) => Err(ErrorData::invalid_params(
            format!("invalid params: params.{message}"),
            None,
        )),
        Err(ReadError::NotFound(message)) => Err(ErrorData::resource_not_found(
            format!("resource not found: params.{message}"),
            None,
        )),
    }
}
