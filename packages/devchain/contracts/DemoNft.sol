// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {DemoERC721} from "./DemoTokens.sol";

/// The dev chain's NFT: the demo ERC-721 (open mint) with its metadata and picture on chain as `data:` URIs, so a
/// wallet shows a real image with no server: a coloured card with the token id, its hue drawn from the id.
/// A file of its own: an edit of DemoTokens.sol would change the ERC-20s' bytecode, hence their CREATE2 addresses.
contract DemoNft is DemoERC721 {
    constructor(string memory name_, string memory symbol_) DemoERC721(name_, symbol_) {}

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory id = Strings.toString(tokenId);
        string memory json = string.concat(
            '{"name":"',
            name(),
            " #",
            id,
            '","description":"A demo NFT of the Concord dev chain.","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(_picture(id, Strings.toString((tokenId * 47) % 360)))),
            '"}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    function _picture(string memory id, string memory hue) private pure returns (string memory) {
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">',
            '<rect width="200" height="200" fill="hsl(',
            hue,
            ',65%,42%)"/><circle cx="100" cy="86" r="50" fill="hsl(',
            hue,
            ',85%,82%)"/><text x="100" y="178" font-family="sans-serif" font-size="30" font-weight="700" ',
            'fill="#fff" text-anchor="middle">#',
            id,
            "</text></svg>"
        );
    }
}
